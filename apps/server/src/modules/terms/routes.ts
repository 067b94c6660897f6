import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@molip/domain/api-error';
import {
  agreementBody,
  agreementStatus,
  bulkAgreementBody,
  termsContent,
  termsIdParams,
} from '@molip/domain/terms';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import {
  agreementStatus as loadAgreementStatus,
  existingTermsIds,
  findTermsById,
  recordAgreements,
  toTermsContent,
  type AgreementChange,
} from './repository.ts';

const TERMS_NOT_FOUND = '약관을 찾을 수 없습니다.';
const errors = { 400: apiError, 401: apiError, 404: apiError };

export async function termsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/:id',
    {
      config: { public: true },
      schema: {
        tags: ['terms'],
        summary: '약관 내용 (로그인 불필요)',
        security: [],
        params: termsIdParams,
        response: { 200: termsContent, 400: apiError, 404: apiError },
      },
    },
    async (request) => {
      const row = await findTermsById(app.db, request.params.id);
      if (!row) throw notFound(TERMS_NOT_FOUND);
      return toTermsContent(row);
    },
  );
}

export async function agreementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  const record = async (userId: string, changes: AgreementChange[]) => {
    const ids = [...new Set(changes.map((change) => change.termsId))];
    const existing = await existingTermsIds(db, ids);
    const missing = ids.filter((id) => !existing.has(id));
    if (missing.length > 0) throw notFound(`${TERMS_NOT_FOUND} (ID: ${missing.join(', ')})`);
    await recordAgreements(db, userId, changes, clock.now());
    return loadAgreementStatus(db, userId);
  };

  api.get(
    '/status',
    {
      schema: { tags: ['terms'], summary: '약관 동의 상태', response: { 200: agreementStatus, ...errors } },
    },
    async (request) => loadAgreementStatus(db, currentUser(request).userId),
  );

  api.post(
    '',
    {
      schema: {
        tags: ['terms'],
        summary: '약관 하나에 동의 또는 철회',
        body: agreementBody,
        response: { 200: agreementStatus, ...errors },
      },
    },
    async (request) =>
      record(currentUser(request).userId, [{ termsId: request.body.termsId, agreed: request.body.agreed }]),
  );

  api.post(
    '/bulk-agree',
    {
      schema: {
        tags: ['terms'],
        summary: '여러 약관에 한 번에 동의',
        body: bulkAgreementBody,
        response: { 200: agreementStatus, ...errors },
      },
    },
    async (request) => record(currentUser(request).userId, request.body.agreements),
  );
}
