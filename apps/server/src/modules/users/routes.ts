import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { updateProfileBody, userProfile } from '@molip/domain/user';
import { nameChangedStatus, updateUsernameBody, usernameMessages } from '@molip/domain/username';
import { conflict, notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { AUTH_COOKIE_PATH, REFRESH_COOKIE } from '../auth/cookie-names.ts';
import { deleteUser, findUserById, setUsernameOnce, toProfile, updateProfile } from './repository.ts';

const USER_NOT_FOUND = '사용자를 찾을 수 없습니다.';
const errors = { 400: apiError, 401: apiError, 404: apiError };

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  const loadSelf = async (id: string) => {
    const user = await findUserById(db, id);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  };

  api.get(
    '/me',
    {
      config: { beforeGate: true },
      schema: { tags: ['user'], summary: '내 프로필', response: { 200: userProfile, ...errors } },
    },
    async (request) => toProfile(await loadSelf(currentUser(request).userId)),
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
    async (request) => {
      const user = await updateProfile(db, currentUser(request).userId, request.body, clock.now());
      if (!user) throw notFound(USER_NOT_FOUND);
      return toProfile(user);
    },
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
      if (!(await deleteUser(db, currentUser(request).userId))) throw notFound(USER_NOT_FOUND);
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
    async (request) => ({ hasNameChanged: (await loadSelf(currentUser(request).userId)).username !== null }),
  );

  api.put(
    '/username',
    {
      config: { beforeGate: true },
      schema: {
        tags: ['user'],
        summary: '사용자명 설정 (한 번만 가능)',
        body: updateUsernameBody,
        response: { 200: userProfile, 409: apiError, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const result = await setUsernameOnce(db, userId, request.body.userName, clock.now());
      if (result.kind === 'taken') throw conflict('USERNAME_TAKEN', usernameMessages.taken);
      if (result.kind === 'already-set') {
        await loadSelf(userId);
        throw conflict('USERNAME_ALREADY_SET', usernameMessages.alreadySet);
      }
      return toProfile(result.user);
    },
  );
}
