import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extend } from 'zod/mini';
import { apiError } from '@molip/domain/api-error';
import {
  adminOverview,
  adminTermsVersion,
  adminUser,
  adminUserList,
  adminUserParams,
  adminUsersQuery,
  auditLog,
  auditLogQuery,
  adminTermsList,
  publishTermsBody,
  updateAdminUserBody,
} from '@molip/domain/admin';
import { termsType } from '@molip/domain/terms';
import { learnerToday, requireAdmin } from '../../plugins/authenticate.ts';
import { publishTermsVersion, setUserDisabled } from '../../commands/admin.ts';
import { readAuditLog, readOverview, readTermsVersions, readUsers } from '../../queries/admin.ts';

const TAGS = ['admin'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/** The operator's console: every route answers 403 to anyone but an admin. */
export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = app;
  // After authentication and the service gate (the parent's hooks), before any input is looked at.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  api.get(
    '/overview',
    { schema: { tags: TAGS, summary: '운영 개요', response: { 200: adminOverview, ...errors } } },
    async (request) => {
      const admin = requireAdmin(request);
      const now = clock.now();
      return readOverview(
        db,
        { timezone: admin.timezone, dayStartHour: admin.dayStartHour, today: learnerToday(admin, now) },
        now,
      );
    },
  );

  api.get(
    '/users',
    {
      schema: {
        tags: TAGS,
        summary: '사용자 검색 (이메일, 사용자명, 이름)',
        querystring: adminUsersQuery,
        response: { 200: adminUserList, ...errors },
      },
    },
    async (request) => readUsers(db, request.query, clock.now()),
  );

  api.patch(
    '/users/:id',
    {
      schema: {
        tags: TAGS,
        summary: '사용자 비활성화 / 다시 활성화',
        params: adminUserParams,
        body: updateAdminUserBody,
        response: { 200: adminUser, 404: apiError, ...errors },
      },
    },
    async (request) =>
      setUserDisabled(
        db,
        { id: requireAdmin(request).userId, adminEmails: config.adminEmails },
        request.params.id,
        request.body,
        clock.now(),
      ),
  );

  api.get(
    '/terms',
    { schema: { tags: TAGS, summary: '약관 버전 목록', response: { 200: adminTermsList, ...errors } } },
    async () => readTermsVersions(db, clock.now()),
  );

  api.post(
    '/terms',
    {
      schema: {
        tags: TAGS,
        summary: '약관 새 버전 게시 (모든 사용자가 다시 동의해야 해요)',
        body: publishTermsBody,
        response: { 201: extend(adminTermsVersion, { termsType }), ...errors },
      },
    },
    async (request, reply) => {
      const published = await publishTermsVersion(
        db,
        requireAdmin(request).userId,
        request.body,
        clock.now(),
      );
      return reply.status(201).send(published);
    },
  );

  api.get(
    '/audit-log',
    {
      schema: {
        tags: TAGS,
        summary: '관리 기록',
        querystring: auditLogQuery,
        response: { 200: auditLog, ...errors },
      },
    },
    async (request) => readAuditLog(db, request.query),
  );
}
