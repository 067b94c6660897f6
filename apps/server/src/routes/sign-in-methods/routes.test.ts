import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signInLocally } from '../../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const methods = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/user/sign-in-methods', headers: bearer(accessToken) });
const unlink = (accessToken: string, provider: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/user/sign-in-methods/${provider}`,
    headers: bearer(accessToken),
  });

describe('마이페이지 → 로그인 연결', () => {
  it('lists the way the learner signs in, with the e-mail it gave', async () => {
    const user = await signInLocally(app);
    const listed = await methods(user.accessToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      methods: [{ provider: 'local', email: user.email, linkedAt: expect.any(String) }],
    });
  });

  it('is open before the terms are agreed, as leaving is', async () => {
    const user = await signInLocally(app, { passGate: false });
    expect((await methods(user.accessToken)).statusCode).toBe(200);
  });

  it('refuses to unlink the last way to sign in, in Korean', async () => {
    const user = await signInLocally(app);
    const refused = await unlink(user.accessToken, 'local');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LAST_SIGN_IN_METHOD' });
    expect(refused.json<{ message: string }>().message).toContain('마지막 로그인 방법');
    expect((await methods(user.accessToken)).json<{ methods: unknown[] }>().methods).toHaveLength(1);
  });

  it('answers 404 for a provider the learner has not linked, and never touches another learner', async () => {
    const user = await signInLocally(app);
    const other = await signInLocally(app);
    expect((await unlink(user.accessToken, 'kakao')).statusCode).toBe(404);
    expect((await methods(other.accessToken)).json<{ methods: unknown[] }>().methods).toHaveLength(1);
  });

  it('answers 400 for an unknown provider', async () => {
    const user = await signInLocally(app);
    expect((await unlink(user.accessToken, 'naver')).statusCode).toBe(400);
  });

  it('answers 401 without a signed-in learner', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/sign-in-methods' })).statusCode).toBe(401);
    const link = await app.inject({ method: 'POST', url: '/api/auth/link', payload: { provider: 'kakao' } });
    expect(link.statusCode).toBe(401);
  });

  it('refuses to start linking a provider this server does not offer', async () => {
    const user = await signInLocally(app);
    const link = await app.inject({
      method: 'POST',
      url: '/api/auth/link',
      headers: bearer(user.accessToken),
      payload: { provider: 'kakao' },
    });
    expect(link.statusCode).toBe(400);
    expect(link.json<{ message: string }>().message).toBe('이 서버에서 쓸 수 없는 로그인 방법이에요.');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/link',
      headers: bearer(user.accessToken),
      payload: { provider: 'local' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
