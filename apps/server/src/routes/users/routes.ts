import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { updateProfileBody, userProfile } from '@molip/domain/user';
import { nameChangedStatus, updateUsernameBody, usernameChangeStatus } from '@molip/domain/username';
import { currentUser } from '../../plugins/authenticate.ts';
import { AUTH_COOKIE_PATH, REFRESH_COOKIE } from '../../lib/auth-cookies.ts';
import { changeUsername, deleteAccount, setUsername, updateAccountProfile } from '../../commands/accounts.ts';
import { toProfile } from '../../presenters/users.ts';
import { readNameChangedStatus, readUsernameChangeStatus } from '../../queries/users.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError };

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  api.get(
    '/me',
    {
      config: { beforeGate: true },
      schema: { tags: ['user'], summary: '내 프로필', response: { 200: userProfile, ...errors } },
    },
    // The authentication hook has just read the account: the profile is that row, not a second read.
    async (request) => toProfile(currentUser(request).account),
  );

  api.put(
    '/me',
    {
      // The client reports the device's time zone right after sign-in, before the terms modal.
      config: { beforeGate: true },
      schema: {
        tags: ['user'],
        summary: '내 프로필 수정 (이름, 시간대, 하루 시작 시각)',
        body: updateProfileBody,
        response: { 200: userProfile, ...errors },
      },
    },
    async (request) => updateAccountProfile(db, currentUser(request).userId, request.body, clock.now()),
  );

  api.delete(
    '/me',
    {
      // Leaving needs no agreement first.
      config: { beforeGate: true },
      schema: {
        tags: ['user'],
        summary: '회원 탈퇴 (계정과 학습 기록 삭제)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(db, currentUser(request).userId, clock.now());
      // The refresh tokens are gone with the account; the cookie goes too.
      reply.clearCookie(REFRESH_COOKIE, { path: AUTH_COOKIE_PATH });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/name-changed-status',
    {
      config: { beforeGate: true },
      schema: {
        tags: ['user'],
        summary: '사용자명 설정 여부',
        response: { 200: nameChangedStatus, ...errors },
      },
    },
    async (request) => readNameChangedStatus(db, currentUser(request).userId),
  );

  api.put(
    '/username',
    {
      config: { beforeGate: true },
      schema: {
        tags: ['user'],
        summary: '처음 사용자명 정하기 (가입할 때 한 번)',
        body: updateUsernameBody,
        response: { 200: userProfile, 409: apiError, ...errors },
      },
    },
    async (request) => setUsername(db, currentUser(request).userId, request.body.userName, clock.now()),
  );

  api.get(
    '/username',
    {
      schema: {
        tags: ['user'],
        summary: '내 사용자명과 다음에 바꿀 수 있는 때',
        response: { 200: usernameChangeStatus, ...errors },
      },
    },
    async (request) => readUsernameChangeStatus(db, currentUser(request).userId, clock.now()),
  );

  api.patch(
    '/username',
    {
      schema: {
        tags: ['user'],
        summary: '사용자명 바꾸기 (30일에 한 번, 이전 이름은 30일 동안 보관)',
        body: updateUsernameBody,
        response: { 200: userProfile, 409: apiError, ...errors },
      },
    },
    async (request) => changeUsername(db, currentUser(request).userId, request.body.userName, clock.now()),
  );
}
