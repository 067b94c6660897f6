import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarlyReads, startEarlyReads } from './early-reads';

const answer = (body: string, status = 200) => new Response(body, { status });
const get = (token: string, signal?: AbortSignal): RequestInit => ({
  method: 'GET',
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  signal,
});

describe('early reads', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first GET of the same URL and token with the read started early, once', async () => {
    fetchMock.mockResolvedValueOnce(answer('early')).mockResolvedValueOnce(answer('again'));
    startEarlyReads(['/api/group'], 't1');
    expect(await (await fetchWithEarlyReads('/api/group', get('t1'))).text()).toBe('early');
    expect(await (await fetchWithEarlyReads('/api/group', get('t1'))).text()).toBe('again');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the token differs, and for other URLs', async () => {
    fetchMock.mockImplementation(async () => answer('fresh'));
    startEarlyReads(['/api/group'], 't1');
    expect(await (await fetchWithEarlyReads('/api/group', get('t2'))).text()).toBe('fresh');
    expect(await (await fetchWithEarlyReads('/api/daily-todos/today', get('t1'))).text()).toBe('fresh');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks again when the early read failed or was refused', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(answer('refused', 401))
      .mockImplementation(async () => answer('fresh'));
    startEarlyReads(['/api/group', '/api/user/stats?days=7'], 't1');
    expect(await (await fetchWithEarlyReads('/api/group', get('t1'))).text()).toBe('fresh');
    expect(await (await fetchWithEarlyReads('/api/user/stats?days=7', get('t1'))).text()).toBe('fresh');
  });

  it('gives up on an early read the caller aborts (its timeout)', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    startEarlyReads(['/api/group'], 't1');
    const controller = new AbortController();
    const pending = fetchWithEarlyReads('/api/group', get('t1', controller.signal));
    controller.abort(new DOMException('timed out', 'AbortError'));
    await expect(pending).rejects.toThrow('timed out');
  });
});
