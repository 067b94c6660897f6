import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettles } from './page-settled';

describe('whenPageSettles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once the loaded page is idle, and only once', async () => {
    const work = vi.fn();
    whenPageSettles(work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits while the first screen is still busy, then runs', async () => {
    let busy = true;
    const work = vi.fn();
    whenPageSettles(work, () => busy);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(work).not.toHaveBeenCalled();
    busy = false;
    await vi.advanceTimersByTimeAsync(1_500);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after ten seconds at the latest, however busy the page stays', async () => {
    const work = vi.fn();
    whenPageSettles(work, () => true);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for the load event on a page still loading', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const work = vi.fn();
    whenPageSettles(work);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(work).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', async () => {
    const work = vi.fn();
    const cancel = whenPageSettles(work);
    cancel();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(work).not.toHaveBeenCalled();
  });
});
