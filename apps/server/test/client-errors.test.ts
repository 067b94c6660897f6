import { connect } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictObject } from 'zod/mini';
import { apiError } from '@molip/domain/api-error';
import { bearer, createTestApp, refresh, signInLocally, type SignedIn } from './test-app.ts';

const KOREAN = /[가-힣]/;
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
];

let app: FastifyInstance;
let learner: SignedIn;
let port: number;
beforeAll(async () => {
  app = await createTestApp();
  learner = await signInLocally(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(() => app.close());

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The error shape with a Korean sentence, and the same security headers as every other answer. */
function expectShapedError(answer: Answer, statusCode: number, code?: string) {
  expect(answer.statusCode).toBe(statusCode);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = strictObject(apiError.shape).parse(JSON.parse(answer.body));
  expect(body.statusCode).toBe(statusCode);
  expect(body.message).toMatch(KOREAN);
  expect(body.message).toMatch(/요\.$/);
  if (code) expect(body.code).toBe(code);
  // No cache, shared or the browser's, keeps an error in place of the answer a retry would get.
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  for (const name of SECURITY_HEADERS) expect(answer.headers[name], name).toBeTruthy();
}

/** Sends raw bytes on a fresh socket and reads the answer until the server closes it. */
function sendRaw(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server destroys the socket after answering; a reset while we still write is expected.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const statusCode = Number(statusLine.split(' ')[1]);
      if (!statusCode) return reject(new Error(`no answer: ${text}`));
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ statusCode, headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const fromInject = (response: LightMyRequestResponse): Answer => response;

describe('errors that never reach a route handler', () => {
  it('answers headers over the parser’s limit (a 100 KB header) with 431 in the error shape, on the socket', async () => {
    const answer = await sendRaw(
      `GET /api/user/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`,
    );
    expectShapedError(answer, 431, 'HEADERS_TOO_LARGE');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  it('answers a URL over the router’s limit with 414 in the error shape, by HTTP and by inject', async () => {
    const url = `/api/terms/${'1'.repeat(300)}`;
    expectShapedError(
      await sendRaw(`GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      414,
      'FST_ERR_MAX_PARAM_LENGTH',
    );
    expectShapedError(fromInject(await app.inject({ method: 'GET', url })), 414);
  });

  it('answers a request line Node cannot parse with 400 in the error shape, on the socket', async () => {
    expectShapedError(await sendRaw('NOT HTTP AT ALL\r\n\r\n'), 400, 'MALFORMED_REQUEST');
  });

  it('answers a URL the router cannot decode with 400 in Korean and the security headers', async () => {
    expectShapedError(
      await sendRaw('GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      400,
    );
    expectShapedError(fromInject(await app.inject({ method: 'GET', url: '/api/%E0%A4%A' })), 400);
  });

  it('answers a malformed JSON body with 400 in Korean and the security headers', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { ...bearer(learner.accessToken), 'content-type': 'application/json' },
      payload: '{"displayName":',
    });
    expectShapedError(fromInject(response), 400);
  });

  it('answers an unsupported content type with 415 and a body over 1 MiB with 413, both shaped', async () => {
    const unsupported = await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { ...bearer(learner.accessToken), 'content-type': 'application/xml' },
      payload: '<me/>',
    });
    expectShapedError(fromInject(unsupported), 415);
    const tooLarge = await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { ...bearer(learner.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ displayName: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expectShapedError(fromInject(tooLarge), 413);
  });
});

describe('Cache-Control on personal answers', () => {
  it.each(['/api/user/me', '/api/daily-todos/today', '/api/user/stats', '/api/group'])(
    'sends no-store on %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: bearer(learner.accessToken) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('sends no-store on the refresh that hands out tokens, and on a refused personal request', async () => {
    const refreshed = await refresh(app, learner.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ method: 'GET', url: '/api/user/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store on an error from a public route, and on a 404 of the API', async () => {
    const missingTerms = await app.inject({ method: 'GET', url: '/api/terms/999999' });
    expectShapedError(fromInject(missingTerms), 404);
    const unknownRoute = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expectShapedError(fromInject(unknownRoute), 404);
  });

  it.each(['/api/terms/1', '/healthz'])('leaves the public %s as it was', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
