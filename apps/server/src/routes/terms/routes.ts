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
import { currentUser } from '../../plugins/authenticate.ts';
import { recordTermsAgreements } from '../../commands/agreements.ts';
import { readAgreementStatus, readTerms } from '../../queries/terms.ts';

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
    async (request) => readTerms(app.db, request.params.id),
  );
}

export async function agreementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  api.get(
    '/status',
    {
      schema: { tags: ['terms'], summary: '약관 동의 상태', response: { 200: agreementStatus, ...errors } },
    },
    async (request) => readAgreementStatus(db, currentUser(request).userId, clock.now()),
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
    async (request) => {
      const change = { termsId: request.body.termsId, agreed: request.body.agreed };
      return recordTermsAgreements(db, currentUser(request).userId, [change], clock.now());
    },
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
    async (request) =>
      recordTermsAgreements(db, currentUser(request).userId, request.body.agreements, clock.now()),
  );
}
