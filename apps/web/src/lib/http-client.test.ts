import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createHttpClient, type HttpClientDeps, type TokenRefreshResult } from './http-client';
import { HttpError } from './http-error';

const ok = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fail = (status: number, message = '오류') =>
  new Response(JSON.stringify({ statusCode: status, code: 'X', error: 'Error', message }), { status });

const thing = z.object({ value: z.number() });

// A failed answer's contract loads on the first failure; loaded up front, so that no test's fake timers
// run ahead of a real import (which made the first failing test in the file time out).
beforeAll(() => import('@molip/domain/api-error'));

function setup(overrides: Partial<HttpClientDeps> = {}) {
  let token: string | null = 'old-token';
  const logger = { error: vi.fn(), warn: vi.fn() };
  const fetchMock = vi.fn<typeof fetch>();
  const refreshAccessToken = vi.fn(async (): Promise<TokenRefreshResult> => {
    token = 'new-token';
    return { ok: true, accessToken: 'new-token' };
  });
  const onSessionExpired = vi.fn();
  const client = createHttpClient({
    baseUrl: '/api',
    fetch: fetchMock,
    getAccessToken: async () => token,
    refreshAccessToken,
    onSessionExpired,
    logger,
    ...overrides,
  });
  const header = (call: number, name: string) => {
    const init = fetchMock.mock.calls[call]?.[1];
    const headers = init?.headers;
    return headers && !Array.isArray(headers) && !(headers instanceof Headers) ? headers[name] : undefined;
  };
  const authHeader = (call: number) => header(call, 'Authorization');
  return { client, fetchMock, refreshAccessToken, onSessionExpired, logger, authHeader, header };
}

describe('HTTP client', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the Bearer token and parses the answer with the contract', async () => {
    const { client, fetchMock, authHeader } = setup();
    fetchMock.mockResolvedValueOnce(ok({ value: 1 }));
    await expect(client.get('/things', thing)).resolves.toEqual({ value: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things');
    expect(authHeader(0)).toBe('Bearer old-token');
    client.dispose();
  });

  it('leaves the Authorization header off public calls', async () => {
    const { client, fetchMock, authHeader } = setup();
    fetchMock.mockResolvedValueOnce(ok({ value: 2 }));
    await client.get('/terms/1', thing, { auth: false });
    expect(authHeader(0)).toBeUndefined();
    client.dispose();
  });

  it('shares one refresh between concurrent 401s and retries each request once with the new token', async () => {
    const { client, fetchMock, refreshAccessToken, authHeader, logger } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    refreshAccessToken.mockImplementationOnce(async () => {
      await gate;
      return { ok: true, accessToken: 'new-token' };
    });
    fetchMock.mockImplementation(async (_url, init) => {
      const headers = init?.headers;
      const auth =
        headers && !Array.isArray(headers) && !(headers instanceof Headers) ? headers.Authorization : '';
      return auth === 'Bearer old-token' ? fail(401) : ok({ value: 7 });
    });
    const getToken = vi.fn<() => Promise<string | null>>().mockResolvedValue('old-token');
    const queued = setup({ fetch: fetchMock, getAccessToken: getToken, refreshAccessToken, logger });
    const requests = [1, 2, 3].map(() => queued.client.get('/things', thing));
    await vi.waitFor(() => expect(refreshAccessToken).toHaveBeenCalledTimes(1));
    getToken.mockResolvedValue('new-token');
    release();
    await expect(Promise.all(requests)).resolves.toEqual([{ value: 7 }, { value: 7 }, { value: 7 }]);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(authHeader(5)).toBe('Bearer new-token');
    expect(logger.error).toHaveBeenCalledWith('Authentication error');
    client.dispose();
    queued.client.dispose();
  });

  it('signs the user out and rejects when the refresh is refused', async () => {
    const { client, fetchMock, refreshAccessToken, onSessionExpired } = setup();
    refreshAccessToken.mockResolvedValueOnce({ ok: false, reason: 'unauthorized' });
    fetchMock.mockImplementation(async () => fail(401));
    await expect(client.get('/things', thing)).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    client.dispose();
  });

  it('keeps the session when the refresh meets a busy server, and reports the outage instead of the 401', async () => {
    const { client, fetchMock, refreshAccessToken, onSessionExpired } = setup();
    const unavailable = new HttpError({ kind: 'http', status: 503, retryAfterSeconds: 5 });
    refreshAccessToken.mockResolvedValueOnce({ ok: false, reason: 'network', error: unavailable });
    fetchMock.mockImplementation(async () => fail(401));
    await expect(client.get('/things', thing)).rejects.toBe(unavailable);
    expect(onSessionExpired).not.toHaveBeenCalled();
    client.dispose();
  });

  it('retries only once after a successful refresh (no refresh loop)', async () => {
    const { client, fetchMock, refreshAccessToken } = setup();
    fetchMock.mockImplementation(async () => fail(401));
    await expect(client.get('/things', thing)).rejects.toBeInstanceOf(HttpError);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    client.dispose();
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('backs off 1 s, 2 s and 4 s on server errors, then gives up after 3 retries', async () => {
      const { client, fetchMock, logger } = setup();
      fetchMock.mockImplementation(async () => fail(503));
      const result = client.get('/things', thing).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(4000);
      expect(fetchMock).toHaveBeenCalledTimes(4);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchMock).toHaveBeenCalledTimes(4);
      await expect(result).resolves.toMatchObject({ kind: 'http', status: 503 });
      expect(logger.error).toHaveBeenCalledWith('Server error occurred');
      client.dispose();
    });

    it('waits at least the Retry-After of a 503 before asking again', async () => {
      const { client, fetchMock } = setup();
      fetchMock
        .mockResolvedValueOnce(
          new Response(
            JSON.stringify({
              statusCode: 503,
              code: 'DATABASE_UNAVAILABLE',
              error: 'Service Unavailable',
              message: '일시적으로 연결이 원활하지 않아요. 잠시 후 다시 시도해 주세요.',
            }),
            { status: 503, headers: { 'Retry-After': '5' } },
          ),
        )
        .mockResolvedValueOnce(ok({ value: 5 }));
      const result = client.get('/things', thing);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ value: 5 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      client.dispose();
    });

    it('caps a very long Retry-After at 10 s', async () => {
      const { client, fetchMock } = setup();
      fetchMock
        .mockResolvedValueOnce(new Response('', { status: 503, headers: { 'Retry-After': '3600' } }))
        .mockResolvedValueOnce(ok({ value: 6 }));
      const result = client.get('/things', thing);
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(result).resolves.toEqual({ value: 6 });
      client.dispose();
    });

    it('retries a network failure and succeeds when the network returns', async () => {
      const { client, fetchMock } = setup();
      fetchMock
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(ok({ value: 3 }));
      const result = client.get('/things', thing);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(result).resolves.toEqual({ value: 3 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      client.dispose();
    });

    it('times out after 10 s and reports a timeout error', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const result = client.get('/things', thing, { retries: 0 }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toMatchObject({ kind: 'timeout' });
      client.dispose();
    });

    it('honours a per-call timeout', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const result = client
        .request('PATCH', '/focus-sessions/end', { timeoutMs: 20_000, retries: 0 })
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await Promise.race([result, Promise.resolve('pending')])).toBe('pending');
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(result).resolves.toMatchObject({ kind: 'timeout' });
      client.dispose();
    });

    it('does not retry a write without a key after a 503 or a network error: it may have landed', async () => {
      const { client, fetchMock, header } = setup();
      fetchMock.mockResolvedValueOnce(fail(503)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const busy = client
        .request('POST', '/study-plans', { body: { a: 1 } })
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(60_000);
      await expect(busy).resolves.toMatchObject({ kind: 'http', status: 503 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(header(0, 'Idempotency-Key')).toBeUndefined();

      const offline = client.request('PUT', '/user/me', { body: { b: 2 } }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(60_000);
      await expect(offline).resolves.toMatchObject({ kind: 'network' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      client.dispose();
    });

    it('retries an idempotent write with the same Idempotency-Key on every attempt, and a new key per call', async () => {
      const { client, fetchMock, header } = setup();
      fetchMock
        .mockResolvedValueOnce(fail(503))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(ok({ value: 8 }))
        .mockResolvedValueOnce(ok({ value: 9 }));
      const created = client.request('POST', '/study-plans', { body: { a: 1 }, idempotent: true }, thing);
      await vi.advanceTimersByTimeAsync(3_000);
      await expect(created).resolves.toEqual({ value: 8 });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      const key = header(0, 'Idempotency-Key');
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect([header(1, 'Idempotency-Key'), header(2, 'Idempotency-Key')]).toEqual([key, key]);

      await client.request('POST', '/study-plans', { body: { a: 2 }, idempotent: true }, thing);
      expect(header(3, 'Idempotency-Key')).not.toBe(key);
      client.dispose();
    });

    it('resends the very body of the first attempt under its key, even when the object changed meanwhile', async () => {
      const { client, fetchMock, header } = setup();
      const draft = { title: '처음 제목' };
      fetchMock
        .mockImplementationOnce(async () => {
          draft.title = '바뀐 제목';
          throw new TypeError('Failed to fetch');
        })
        .mockResolvedValueOnce(ok({ value: 1 }));
      const created = client.request('POST', '/learning-contents', { body: draft, idempotent: true }, thing);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(created).resolves.toEqual({ value: 1 });
      const sent = fetchMock.mock.calls.map((call) => call[1]?.body);
      expect(sent).toEqual(['{"title":"처음 제목"}', '{"title":"처음 제목"}']);
      expect(header(1, 'Idempotency-Key')).toBe(header(0, 'Idempotency-Key'));
      client.dispose();
    });

    it('sends the key it is given, so calls that retry one another by their own policy share it', async () => {
      const { client, fetchMock, header } = setup();
      fetchMock.mockResolvedValueOnce(ok({ value: 1 })).mockResolvedValueOnce(ok({ value: 1 }));
      for (let call = 0; call < 2; call++) {
        await client.request(
          'PATCH',
          '/focus-sessions/end',
          { retries: 0, idempotencyKey: 'end-session-key' },
          thing,
        );
      }
      expect([header(0, 'Idempotency-Key'), header(1, 'Idempotency-Key')]).toEqual([
        'end-session-key',
        'end-session-key',
      ]);
      client.dispose();
    });

    it('asks again for the answer while the first attempt of a keyed write is still running', async () => {
      const { client, fetchMock, header } = setup();
      const inProgress = () =>
        new Response(
          JSON.stringify({
            statusCode: 409,
            code: 'IDEMPOTENCY_IN_PROGRESS',
            error: 'Conflict',
            message: '같은 요청을 처리하고 있어요.',
          }),
          { status: 409 },
        );
      fetchMock.mockResolvedValueOnce(inProgress()).mockResolvedValueOnce(ok({ value: 4 }));
      const created = client.request('POST', '/focus-blocks', { body: { a: 1 }, idempotent: true }, thing);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(created).resolves.toEqual({ value: 4 });
      expect(header(1, 'Idempotency-Key')).toBe(header(0, 'Idempotency-Key'));

      // Any other conflict is the answer itself.
      fetchMock.mockResolvedValueOnce(fail(409, '이미 진행 중인 집중 블록이 있어요.'));
      const refused = client
        .request('POST', '/focus-blocks', { body: { a: 2 }, idempotent: true }, thing)
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(60_000);
      await expect(refused).resolves.toMatchObject({ status: 409 });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      client.dispose();
    });

    it('honours explicit retries on a write the server makes idempotent by design', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockResolvedValueOnce(fail(502)).mockResolvedValueOnce(ok({ value: 1 }));
      const ended = client.request('PATCH', '/focus-blocks/end', { body: { id: 'b' }, retries: 3 }, thing);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(ended).resolves.toEqual({ value: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      client.dispose();
    });

    it('warns about a duplicate write but still sends it, and forgets writes older than 30 s', async () => {
      const { client, fetchMock, logger } = setup();
      fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
      await client.request('POST', '/things', { body: { a: 1 } });
      await client.request('POST', '/things', { body: { a: 1 } });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(logger.warn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60_000);
      await client.request('POST', '/things', { body: { a: 1 } });
      expect(logger.warn).toHaveBeenCalledTimes(1);
      client.dispose();
    });
  });

  it('builds a v4 key where crypto.randomUUID is missing (a plain-HTTP address is not a secure context)', async () => {
    const secure = crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => secure.getRandomValues(array),
    });
    const { client, fetchMock, header } = setup();
    fetchMock.mockResolvedValueOnce(ok({ value: 1 }));
    await client.request('POST', '/learning-contents', { body: {}, idempotent: true }, thing);
    expect(header(0, 'Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    client.dispose();
  });

  it('logs 403 as "Permission denied" and does not retry client errors', async () => {
    const { client, fetchMock, logger } = setup();
    fetchMock.mockImplementation(async () => fail(403, '권한이 없어요.'));
    await expect(client.get('/admin', thing)).rejects.toMatchObject({
      status: 403,
      body: { message: '권한이 없어요.' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('Permission denied');
    client.dispose();
  });
});
