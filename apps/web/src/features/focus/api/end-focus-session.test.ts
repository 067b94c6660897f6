import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { endSessionWithRetry } from './end-focus-session';

const response = { success: true, ended: true, session: null };
const timeout = () => new HttpError({ kind: 'timeout' });

describe('session end policy', () => {
  it('ends on the first try without waiting', async () => {
    const send = vi.fn().mockResolvedValue(response);
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(endSessionWithRetry(send, sleep)).resolves.toEqual({ kind: 'ended', response });
    expect(send).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries once after 1 s when the first try was cancelled by its timeout', async () => {
    const send = vi.fn().mockRejectedValueOnce(timeout()).mockResolvedValueOnce(response);
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(endSessionWithRetry(send, sleep)).resolves.toEqual({ kind: 'ended', response });
    expect(send).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(1000);
  });

  it('treats a retry cancelled by its timeout as success (with a warning for the caller)', async () => {
    const send = vi.fn().mockRejectedValue(timeout());
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(endSessionWithRetry(send, sleep)).resolves.toEqual({ kind: 'timed-out' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal or a server error', async () => {
    const sleep = vi.fn().mockResolvedValue(undefined);
    for (const failure of [
      new HttpError({ kind: 'http', status: 500 }),
      new HttpError({ kind: 'http', status: 409 }),
    ]) {
      const send = vi.fn().mockRejectedValue(failure);
      await expect(endSessionWithRetry(send, sleep)).rejects.toBe(failure);
      expect(send).toHaveBeenCalledTimes(1);
    }
    expect(sleep).not.toHaveBeenCalled();
  });

  it.each([
    ['no network', new HttpError({ kind: 'network' })],
    ['a restarting server (503)', new HttpError({ kind: 'http', status: 503 })],
    ['a proxy without an instance (502)', new HttpError({ kind: 'http', status: 502 })],
  ])('retries once after 1 s through %s', async (_name, failure) => {
    const send = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(response);
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(endSessionWithRetry(send, sleep)).resolves.toEqual({ kind: 'ended', response });
    expect(send).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(1000);
  });

  it('waits the 1 s with real timers too (fake clock)', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValueOnce(timeout()).mockResolvedValueOnce(response);
    const pending = endSessionWithRetry(send);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ kind: 'ended', response });
    vi.useRealTimers();
  });
});
