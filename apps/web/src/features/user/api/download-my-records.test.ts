import { describe, expect, it, vi } from 'vitest';
import { attachmentFileName, fetchMyRecords, type DownloadDeps } from './download-my-records';

function depsWith(answers: Response[], overrides: Partial<DownloadDeps> = {}) {
  const queue = [...answers];
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const next = queue.shift();
    if (!next) throw new Error('no answer stubbed');
    return next;
  });
  const deps: DownloadDeps = {
    fetch: fetchMock,
    getAccessToken: vi.fn(async () => 'token-1'),
    refreshAccessToken: vi.fn(async () => ({ ok: true as const, accessToken: 'token-2' })),
    onSessionExpired: vi.fn(),
    ...overrides,
  };
  return { deps, fetchMock };
}

const file = (body: string, disposition: string | null, type = 'application/json') =>
  new Response(body, {
    status: 200,
    headers: { 'Content-Type': type, ...(disposition ? { 'Content-Disposition': disposition } : {}) },
  });

describe('fetchMyRecords', () => {
  it('sends the token in the Authorization header, never in the URL, and returns the file', async () => {
    const { deps, fetchMock } = depsWith([file('{"a":1}', 'attachment; filename="molip-2026-11-22.json"')]);
    const { blob, fileName } = await fetchMyRecords('json', deps);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/me/export',
      expect.objectContaining({ headers: { Authorization: 'Bearer token-1' } }),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain('token');
    // The body's bytes (jsdom's Blob has no text() under every Node version).
    expect(blob.size).toBe('{"a":1}'.length);
    expect(fileName).toBe('molip-2026-11-22.json');
  });

  it('asks for the CSV of focus logs with format=csv', async () => {
    const { deps, fetchMock } = depsWith([file('a,b\n', null, 'text/csv')]);
    const { fileName } = await fetchMyRecords('csv', deps);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/me/export?format=csv');
    expect(fileName).toBe('molip-focus-logs.csv');
  });

  it('refreshes an expired token once and asks again', async () => {
    const { deps, fetchMock } = depsWith([new Response('', { status: 401 }), file('{}', null)], {
      getAccessToken: vi.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new'),
    });
    await fetchMyRecords('json', deps);
    expect(deps.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ headers: { Authorization: 'Bearer new' } });
  });

  it('ends the session when the refresh is refused', async () => {
    const { deps } = depsWith([new Response('', { status: 401 })], {
      refreshAccessToken: vi.fn(async () => ({ ok: false as const, reason: 'unauthorized' as const })),
    });
    await expect(fetchMyRecords('json', deps)).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(deps.onSessionExpired).toHaveBeenCalled();
  });

  it('fails with the server’s error and with a network error', async () => {
    const body = JSON.stringify({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: '일시적으로 연결이 원활하지 않아요.',
    });
    const { deps } = depsWith([new Response(body, { status: 503 })]);
    await expect(fetchMyRecords('json', deps)).rejects.toMatchObject({ status: 503 });
    const offline = depsWith([], {
      fetch: vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')),
    });
    await expect(fetchMyRecords('json', offline.deps)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('attachmentFileName', () => {
  it('prefers the UTF-8 name, then the plain one, then ours', () => {
    expect(
      attachmentFileName(
        `attachment; filename="molip.json"; filename*=UTF-8''%EB%AA%B0%EC%9E%85.json`,
        'json',
      ),
    ).toBe('몰입.json');
    expect(attachmentFileName('attachment; filename=focus.csv', 'csv')).toBe('focus.csv');
    expect(attachmentFileName('attachment', 'json')).toBe('molip-records.json');
    expect(attachmentFileName(null, 'csv')).toBe('molip-focus-logs.csv');
  });
});
