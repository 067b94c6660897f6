import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { HttpError } from '@/lib/http-error';
import { getCurrentFocusBlock } from './get-current-focus-block';

afterEach(() => vi.restoreAllMocks());

describe('getCurrentFocusBlock', () => {
  it('reads no block when the block ends between the status read and the block read', async () => {
    vi.spyOn(api, 'get')
      .mockResolvedValueOnce({ hasActive: true, id: 'block-1' })
      .mockRejectedValueOnce(new HttpError({ kind: 'http', status: 404 }));
    await expect(getCurrentFocusBlock()).resolves.toBeNull();
  });

  it('still fails on any other refusal of the block read', async () => {
    const failure = new HttpError({ kind: 'http', status: 500 });
    vi.spyOn(api, 'get')
      .mockResolvedValueOnce({ hasActive: true, id: 'block-1' })
      .mockRejectedValueOnce(failure);
    await expect(getCurrentFocusBlock()).rejects.toBe(failure);
  });
});
