import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../test/test-app.ts';
import { periodicPrune } from './periodic-prune.ts';

const PERIOD_MS = 60 * 60_000;

async function instanceWith(prune: (now: Date) => Promise<unknown>) {
  const clock = manualClock();
  const app = Fastify();
  app.decorate('clock', clock);
  const pruning = periodicPrune(app, { table: 'test rows', periodMs: PERIOD_MS, prune });
  await app.ready();
  return { app, clock, pruning };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('periodicPrune', () => {
  it('prunes by its timer every period with no write to prompt it', async () => {
    vi.useFakeTimers();
    const prune = vi.fn(async () => 0);
    const { app, clock } = await instanceWith(prune);
    expect(prune).not.toHaveBeenCalled();
    clock.advance(PERIOD_MS);
    await vi.advanceTimersByTimeAsync(PERIOD_MS);
    clock.advance(PERIOD_MS);
    await vi.advanceTimersByTimeAsync(PERIOD_MS);
    expect(prune).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('prunes on demand at most once a period of the server clock, and again when the clock is set back', async () => {
    const prune = vi.fn(async () => 0);
    const { app, clock, pruning } = await instanceWith(prune);
    await pruning.runIfDue(clock.now());
    clock.advance(PERIOD_MS - 1);
    await pruning.runIfDue(clock.now());
    expect(prune).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await pruning.runIfDue(clock.now());
    expect(prune).toHaveBeenCalledTimes(2);
    clock.advance(-60_000);
    await pruning.runIfDue(clock.now());
    expect(prune).toHaveBeenCalledTimes(3);
    await app.close();
  });

  it('never runs two prunes at once, and retries a failed one at the next occasion', async () => {
    let finish: () => void = () => undefined;
    const prune = vi
      .fn<(now: Date) => Promise<unknown>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(0);
    const { app, clock, pruning } = await instanceWith(prune);
    const first = pruning.runIfDue(clock.now());
    const second = pruning.runIfDue(clock.now());
    finish();
    await Promise.all([first, second]);
    expect(prune).toHaveBeenCalledTimes(1);
    clock.advance(PERIOD_MS);
    await expect(pruning.runIfDue(clock.now())).rejects.toThrow('database away');
    await pruning.runIfDue(clock.now());
    expect(prune).toHaveBeenCalledTimes(3);
    await app.close();
  });
});
