import { CLIENT_HTTP_TIMEOUT_MS } from '@molip/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { userProfile } from '@/testing/user-profile';
import { createAuthSession, type SessionEvent } from './auth-session';

const PROFILE = userProfile({ dayStartHour: 4 });

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const refreshed = (accessToken: string) => json({ accessToken, expiresIn: 600, user: PROFILE });

const databaseAway = () =>
  json(
    {
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: '일시적으로 연결이 원활하지 않아요. 잠시 후 다시 시도해 주세요.',
    },
    503,
    { 'Retry-After': '5' },
  );

function setup() {
  const fetchMock = vi.fn<typeof fetch>();
  const session = createAuthSession({ fetch: fetchMock, locks: null, now: () => 1_000_000 });
  const events: SessionEvent['type'][] = [];
  session.subscribe((event) => events.push(event.type));
  return { session, fetchMock, events };
}

describe('the auth session', () => {
  it('keeps the session when the refresh answers 503, and refreshes on a later try', async () => {
    const { session, fetchMock, events } = setup();
    fetchMock.mockResolvedValueOnce(refreshed('first'));
    await session.refresh();

    fetchMock.mockResolvedValueOnce(databaseAway());
    const outcome = await session.refresh();
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'network',
      error: { status: 503, retryAfterSeconds: 5, body: { code: 'DATABASE_UNAVAILABLE' } },
    });
    expect(events).toEqual(['refreshed']);
    expect(await session.getAccessToken()).toBe('first');

    fetchMock.mockResolvedValueOnce(refreshed('second'));
    await expect(session.refresh()).resolves.toMatchObject({ ok: true, accessToken: 'second' });
    expect(events).toEqual(['refreshed', 'refreshed']);
  });

  it('keeps the session when the refresh cannot reach the server at all', async () => {
    const { session, fetchMock, events } = setup();
    fetchMock.mockResolvedValueOnce(refreshed('first'));
    await session.refresh();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(session.refresh()).resolves.toMatchObject({
      ok: false,
      reason: 'network',
      error: { kind: 'network' },
    });
    expect(events).toEqual(['refreshed']);
  });

  it.each([401, 403])('ends the session when the refresh answers %i', async (status) => {
    const { session, fetchMock, events } = setup();
    fetchMock.mockResolvedValueOnce(refreshed('first'));
    await session.refresh();
    fetchMock.mockResolvedValueOnce(
      json({ statusCode: status, code: 'X', error: 'E', message: '만료' }, status),
    );
    await expect(session.refresh()).resolves.toEqual({
      ok: false,
      reason: 'unauthorized',
      accountDisabled: false,
    });
    expect(events).toEqual(['refreshed', 'ended']);
    expect(await session.getAccessToken()).toBeNull();
  });

  it('ends the session of a disabled account saying so, for the login page to tell', async () => {
    const { session, fetchMock } = setup();
    const ends: SessionEvent[] = [];
    session.subscribe((event) => ends.push(event));
    fetchMock.mockResolvedValueOnce(
      json({ statusCode: 403, code: 'USER_DISABLED', error: 'Forbidden', message: '비활성화' }, 403),
    );
    await expect(session.refresh()).resolves.toMatchObject({ reason: 'unauthorized', accountDisabled: true });
    expect(ends).toEqual([{ type: 'ended', accountDisabled: true }]);
  });
  it('takes the refresh index.html started for its first refresh only, then asks the server itself', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(refreshed('asked'));
    const early = [Promise.resolve(refreshed('early'))];
    const session = createAuthSession({
      fetch: fetchMock,
      locks: null,
      now: () => 1_000_000,
      earlyRefresh: () => early.pop() ?? null,
    });

    await expect(session.refresh()).resolves.toMatchObject({ ok: true, accessToken: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(session.refresh()).resolves.toMatchObject({ ok: true, accessToken: 'asked' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up on an early refresh that never answers, as on its own request', async () => {
    vi.useFakeTimers();
    try {
      const session = createAuthSession({
        fetch: vi.fn<typeof fetch>(),
        locks: null,
        now: () => 1_000_000,
        earlyRefresh: () => new Promise<Response>(() => undefined),
      });
      const outcome = session.refresh();
      await vi.advanceTimersByTimeAsync(CLIENT_HTTP_TIMEOUT_MS);
      await expect(outcome).resolves.toMatchObject({
        ok: false,
        reason: 'network',
        error: { kind: 'timeout' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
