import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '../../../test/test-app.ts';
import { REFRESH_COOKIE } from '../../lib/auth-cookies.ts';

/**
 * Just enough of a browser at `origin`: it sends its Host (and, behind a trusted proxy, the scheme), keeps
 * cookies, follows the API's redirects, and drops a `Secure` cookie set over plain http as browsers do.
 */
function browserAt(app: FastifyInstance, origin: string) {
  const { protocol, host } = new URL(origin);
  const jar = new Map<string, string>();
  const headers = { host, ...(protocol === 'https:' ? { 'x-forwarded-proto': 'https' } : {}) };

  const keepCookies = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      if (cookie.secure && protocol !== 'https:') continue;
      if (cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  };

  const send = async (options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: string;
    headers?: Record<string, string>;
  }) => {
    const response = await app.inject({
      ...options,
      headers: { ...headers, ...options.headers },
      cookies: Object.fromEntries(jar),
    });
    keepCookies(response);
    return response;
  };

  return {
    send,
    /** Follows redirects within the API, up to a browser's limit of 20 (a loop fails the test). */
    async follow(first: LightMyRequestResponse) {
      let response = first;
      for (let hop = 0; response.statusCode >= 300 && response.statusCode < 400; hop += 1) {
        const location = response.headers.location ?? '';
        if (!location.startsWith('/api/')) break;
        if (hop >= 20) throw new Error(`redirect loop through ${location}`);
        response = await send({ method: 'GET', url: location });
      }
      return response;
    },
    /** The local trial's whole sign-in: login, the form, its post; answers the form post's reply. */
    async signInLocally(mode: 'popup' | 'redirect' = 'redirect') {
      const form = await this.follow(
        await send({ method: 'GET', url: `/api/auth/login?mode=${mode}&redirect=/study-plans` }),
      );
      const state = /name="state" value="([^"]+)"/.exec(form.body)?.[1];
      if (!state) return { form, submitted: undefined };
      const submitted = await send({
        method: 'POST',
        url: '/api/auth/local',
        payload: new URLSearchParams({
          email: uniqueEmail('origin'),
          displayName: '어디서나 학습자',
          state,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return { form, submitted };
    },
    refresh: (fromOrigin = origin) =>
      send({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { origin: fromOrigin, 'x-requested-with': 'molip' },
      }),
    hasRefreshCookie: () => jar.has(REFRESH_COOKIE),
  };
}

const secureFlags = (response: LightMyRequestResponse | undefined) =>
  (response?.cookies ?? []).filter((cookie) => cookie.value !== '').map((cookie) => cookie.secure === true);

describe('PUBLIC_URL unset: the app works wherever it is opened', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: '' } });
  });
  afterAll(() => app.close());

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://192.168.0.12:3000'])(
    'signs in and refreshes at %s',
    async (origin) => {
      const browser = browserAt(app, origin);
      const { submitted } = await browser.signInLocally();
      expect(submitted?.statusCode).toBe(302);
      expect(submitted?.headers.location).toBe('/study-plans');
      // Plain http: a Secure cookie would be dropped and the sign-in would never complete.
      expect(secureFlags(submitted)).toEqual([false]);
      expect(browser.hasRefreshCookie()).toBe(true);

      const refreshed = await browser.refresh();
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect(refreshed.json<{ accessToken: string }>().accessToken).toBeTruthy();
    },
  );

  it('tells the popup to report to the address it was opened at', async () => {
    const { submitted } = await browserAt(app, 'http://192.168.0.12:3000').signInLocally('popup');
    expect(submitted?.statusCode).toBe(200);
    expect(submitted?.body).toContain('data-origin="http://192.168.0.12:3000"');
  });

  it('refuses a refresh sent from another origin than the address asked', async () => {
    const browser = browserAt(app, 'http://192.168.0.12:3000');
    await browser.signInLocally();
    expect((await browser.refresh('http://evil.example')).statusCode).toBe(403);
    expect((await browser.refresh('http://192.168.0.12:3001')).statusCode).toBe(403);
    expect((await browser.refresh()).statusCode).toBe(200);
  });

  it('refuses a Host header that names no host', async () => {
    const login = await app.inject({
      method: 'GET',
      url: '/api/auth/login?mode=redirect',
      headers: { host: 'evil.example/phish?' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('marks cookies Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { PUBLIC_URL: '', TRUST_PROXY: '1' } });
    try {
      const browser = browserAt(proxied, 'https://molip.example');
      const { submitted } = await browser.signInLocally('popup');
      expect(secureFlags(submitted)).toEqual([true]);
      expect(submitted?.body).toContain('data-origin="https://molip.example"');
      expect((await browser.refresh()).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('PUBLIC_URL set: that origin alone', () => {
  it('refuses a refresh from any other origin, naming the address to open', async () => {
    const app = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    try {
      const browser = browserAt(app, 'http://localhost:3000');
      await browser.signInLocally();
      const foreign = await browser.refresh('http://127.0.0.1:3000');
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json<{ message: string }>().message).toContain(
        'http://localhost:3000에서 앱을 열어 주세요',
      );
      expect((await browser.refresh()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('signs in at an http LAN address without Secure cookies, so the sign-in cannot loop', async () => {
    const app = await createTestApp({ env: { PUBLIC_URL: 'http://192.168.0.12:3000' } });
    try {
      const browser = browserAt(app, 'http://192.168.0.12:3000');
      const { submitted } = await browser.signInLocally();
      expect(secureFlags(submitted)).toEqual([false]);
      expect(submitted?.headers.location).toBe('/study-plans');
      expect((await browser.refresh()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('marks cookies Secure for an https PUBLIC_URL', async () => {
    const app = await createTestApp({ env: { PUBLIC_URL: 'https://molip.example' } });
    try {
      const { submitted } = await browserAt(app, 'https://molip.example').signInLocally();
      expect(secureFlags(submitted)).toEqual([true]);
    } finally {
      await app.close();
    }
  });

  it('ends on a Korean page, not a redirect loop, when the browser drops the Secure sign-in cookie', async () => {
    // An https PUBLIC_URL while the app is opened over plain http: every Secure cookie is dropped.
    const app = await createTestApp({ env: { PUBLIC_URL: 'https://molip.example' } });
    try {
      const browser = browserAt(app, 'http://192.168.0.12:3000');
      const { form, submitted } = await browser.signInLocally();
      expect(submitted).toBeUndefined();
      expect(form.statusCode).toBe(400);
      expect(form.headers['content-type']).toContain('text/html');
      expect(form.body).toContain('로그인을 이어갈 수 없어요');
      expect(form.body).toContain('href="https://molip.example/login"');
    } finally {
      await app.close();
    }
  });
});

describe('a sign-in cookie that never came back', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('explains itself on a page when the form is opened without it', async () => {
    const form = await app.inject({ method: 'GET', url: '/api/auth/local' });
    expect(form.statusCode).toBe(400);
    expect(form.headers.location).toBeUndefined();
    expect(form.body).toContain('<strong>http://localhost:3000</strong>에서 앱을 열고 다시 로그인해 주세요');
    expect(form.body).toContain('href="http://localhost:3000/login"');
  });

  it('explains itself on a page when the form is posted without it', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: 'email=a%40example.com&displayName=a&state=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('로그인을 이어갈 수 없어요');
  });
});
