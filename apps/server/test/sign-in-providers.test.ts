import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.ts';
import { uniqueEmail } from './test-app.ts';
import {
  cookieJar,
  startOpenIdProvider,
  throughProvider,
  type LocalOpenIdProvider,
} from './openid-provider.ts';
import {
  killAllServers,
  refreshRequest,
  startServer,
  testStore,
  type ServerProcess,
} from './server-process.ts';

/**
 * The built server beside two local OpenID Providers, one behaving like Kakao (the e-mail only with the
 * `account_email` consent, PKCE required) and a generic one: accounts are keyed by (provider, subject), a
 * second provider's verified e-mail is refused in Korean, and linking makes either sign in to one account.
 */

// Addresses of this file's own: the suite's files share one PostgreSQL, kept from run to run, and a
// verified e-mail already taken is refused.
const TEACHER_EMAIL = uniqueEmail('teacher');
/** How the school's provider writes the same address: one account whatever the case. */
const TEACHER_EMAIL_AS_SCHOOL_WRITES_IT = TEACHER_EMAIL.charAt(0).toUpperCase() + TEACHER_EMAIL.slice(1);

let kakao: LocalOpenIdProvider;
let school: LocalOpenIdProvider;
let server: ServerProcess;

beforeAll(async () => {
  const port = await freePort();
  const redirectUris = [`http://127.0.0.1:${port}/api/auth/callback`];
  kakao = await startOpenIdProvider({ kind: 'kakao', redirectUris });
  school = await startOpenIdProvider({ kind: 'standard', redirectUris });
  server = await startServer({
    ...testStore(),
    PORT: String(port),
    AUTH_MODE: '',
    KAKAO_CLIENT_ID: kakao.clientId,
    KAKAO_CLIENT_SECRET: kakao.clientSecret,
    KAKAO_ISSUER_URL: kakao.issuerUrl,
    OIDC_ISSUER_URL: school.issuerUrl,
    OIDC_CLIENT_ID: school.clientId,
    OIDC_CLIENT_SECRET: school.clientSecret,
    OIDC_DISPLAY_NAME: '학교 계정',
    ADMIN_EMAILS: TEACHER_EMAIL,
  });
}, 180_000);
afterAll(async () => {
  await killAllServers();
  await Promise.all([kakao.close(), school.close()]);
});

type Outcome = { authorizeUrl: URL; location: string; refreshCookie: string | undefined };

/** Presses one sign-in button (redirect mode) and follows the browser back to the app. */
async function signInWith(id: 'kakao' | 'oidc', provider: LocalOpenIdProvider): Promise<Outcome> {
  const app = cookieJar();
  const login = await fetch(`${server.baseUrl}/api/auth/login?provider=${id}&mode=redirect&redirect=/today`, {
    redirect: 'manual',
  });
  app.keep(login);
  const authorizeUrl = new URL(login.headers.get('location') ?? '');
  const callbackUrl = await throughProvider(authorizeUrl, provider);
  const callback = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: app.header() } });
  app.keep(callback);
  const refreshToken = app.get('molip_rt');
  return {
    authorizeUrl,
    location: callback.headers.get('location') ?? '',
    refreshCookie: refreshToken ? `molip_rt=${refreshToken}` : undefined,
  };
}

type Session = { accessToken: string; user: { id: string; email: string | null; role: string } };

async function sessionOf(outcome: Outcome): Promise<Session> {
  expect(outcome.refreshCookie, outcome.location).toBeDefined();
  const refreshed = await refreshRequest(server, outcome.refreshCookie ?? '');
  expect(refreshed.status).toBe(200);
  return (await refreshed.json()) as Session;
}

const api = (session: Session, method: string, path: string, body?: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** 마이페이지 → 로그인 연결 → 연결: re-authenticates with the provider and comes back to the page. */
async function link(session: Session, id: 'kakao' | 'oidc', provider: LocalOpenIdProvider): Promise<string> {
  const started = await api(session, 'POST', '/api/auth/link', { provider: id, redirect: '/my-page' });
  expect(started.status).toBe(200);
  const app = cookieJar();
  app.keep(started);
  const { url } = (await started.json()) as { url: string };
  const callbackUrl = await throughProvider(new URL(url), provider);
  const callback = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: app.header() } });
  return callback.headers.get('location') ?? '';
}

describe('signing in with Kakao and another OpenID provider', () => {
  it('lists both buttons, Kakao first, the OIDC one by its display name', async () => {
    const config = await fetch(`${server.baseUrl}/api/auth/config`);
    expect(await config.json()).toEqual({
      providers: [
        { id: 'kakao', name: '카카오' },
        { id: 'oidc', name: '학교 계정' },
      ],
    });
  });

  it('signs in with Kakao through PKCE and a nonce, with no e-mail when the person does not share it', async () => {
    kakao.addAccount(
      { nickname: '카카오 학습자', email: 'kakao-private@example.com', email_verified: true },
      { shareEmail: false },
    );
    const outcome = await signInWith('kakao', kakao);
    expect(outcome.authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(outcome.authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    expect(outcome.authorizeUrl.searchParams.get('scope')).toContain('account_email');
    expect(outcome.location).toBe('/today');
    const session = await sessionOf(outcome);
    expect(session.user).toMatchObject({ email: null, role: 'USER' });
    const me = await api(session, 'GET', '/api/user/me');
    expect(await me.json()).toMatchObject({ displayName: '카카오 학습자', email: null });
  });

  it('refuses a second provider with the same verified e-mail, links it, then signs either in to one account', async () => {
    school.addAccount({
      name: '학교 학습자',
      email: TEACHER_EMAIL_AS_SCHOOL_WRITES_IT,
      email_verified: true,
    });
    const first = await sessionOf(await signInWith('oidc', school));
    // Admin by ADMIN_EMAILS still works for a verified address.
    expect(first.user.role).toBe('ADMIN');

    const kakaoAccount = kakao.addAccount({
      nickname: '같은 사람',
      email: TEACHER_EMAIL,
      email_verified: true,
    });
    const refused = await signInWith('kakao', kakao);
    expect(refused.refreshCookie).toBeUndefined();
    expect(refused.location).toBe(
      '/login?error=email_in_use&existing=oidc&attempted=kakao&redirect=%2Ftoday',
    );

    kakao.next({ accountId: kakaoAccount });
    expect(await link(first, 'kakao', kakao)).toBe('/my-page?linked=kakao');
    const methods = await api(first, 'GET', '/api/user/sign-in-methods');
    expect(((await methods.json()) as { methods: { provider: string }[] }).methods).toEqual([
      expect.objectContaining({ provider: 'oidc', email: TEACHER_EMAIL_AS_SCHOOL_WRITES_IT }),
      expect.objectContaining({ provider: 'kakao', email: TEACHER_EMAIL }),
    ]);

    // Had the refusal made an account, this Kakao subject would sign in there instead.
    kakao.next({ accountId: kakaoAccount });
    const throughKakao = await sessionOf(await signInWith('kakao', kakao));
    expect(throughKakao.user.id).toBe(first.user.id);

    // Unlinking keeps the other method; the last one cannot go.
    expect((await api(throughKakao, 'DELETE', '/api/user/sign-in-methods/kakao')).status).toBe(204);
    const last = await api(throughKakao, 'DELETE', '/api/user/sign-in-methods/oidc');
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ code: 'LAST_SIGN_IN_METHOD' });
  });

  it("refuses to link a provider account that signs in to someone else's account", async () => {
    const taken = kakao.addAccount({
      nickname: '먼저 가입',
      email: uniqueEmail('first'),
      email_verified: true,
    });
    await sessionOf(await signInWith('kakao', kakao));
    school.addAccount({ name: '다른 사람', email: uniqueEmail('other'), email_verified: true });
    const other = await sessionOf(await signInWith('oidc', school));
    kakao.next({ accountId: taken });
    expect(await link(other, 'kakao', kakao)).toBe('/my-page?link_error=identity_in_use&provider=kakao');
  });

  it('never matches an existing account by an e-mail the provider did not verify', async () => {
    const email = uniqueEmail('owner');
    school.addAccount({ name: '원래 주인', email, email_verified: true });
    const owner = await sessionOf(await signInWith('oidc', school));
    kakao.addAccount({ nickname: '다른 사람', email, email_verified: false });
    const stranger = await sessionOf(await signInWith('kakao', kakao));
    expect(stranger.user.id).not.toBe(owner.user.id);
  });
});
