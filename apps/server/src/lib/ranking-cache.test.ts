import { describe, expect, it } from 'vitest';
import { createRankingCache, type RankingKey } from './ranking-cache.ts';

type Ranking = { consentOf: ReadonlyMap<string, boolean>; version: number };

const key = (groupId: number, startDate = '2026-11-16'): RankingKey => ({
  groupId,
  period: 'WEEK',
  startDate,
  dueDays: 6,
});

function setUp(maxEntries = 8) {
  let now = 0;
  let computed = 0;
  const cache = createRankingCache<Ranking>({
    now: () => now,
    ttlMs: 10_000,
    refreshAheadMs: 3_000,
    maxEntries,
  });
  const ranking = (members: string[]) => async (): Promise<Ranking> => {
    computed += 1;
    await Promise.resolve();
    return { consentOf: new Map(members.map((id) => [id, true])), version: computed };
  };
  const always = () => true;
  return {
    cache,
    ranking,
    always,
    computed: () => computed,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('ranking cache', () => {
  it('computes once for readers arriving together and shares it until the TTL', async () => {
    const { cache, ranking, always, computed, advance } = setUp();
    const compute = ranking(['a', 'b']);
    await Promise.all([1, 2, 3].map(() => cache.read(key(1), always, compute)));
    expect(computed()).toBe(1);
    advance(6_999);
    await cache.read(key(1), always, compute);
    expect(computed()).toBe(1);
    advance(3_001);
    await cache.read(key(1), always, compute);
    expect(computed()).toBe(2);
  });

  it('computes the next ranking in the background during the last seconds of the current one', async () => {
    const { cache, ranking, always, computed, advance } = setUp();
    const compute = ranking(['a']);
    await cache.read(key(1), always, compute);
    advance(8_000);
    expect((await cache.read(key(1), always, compute)).version).toBe(1);
    expect((await cache.read(key(1), always, compute)).version).toBe(1);
    await Promise.resolve();
    advance(2_500);
    expect((await cache.read(key(1), always, compute)).version).toBe(2);
    expect(computed()).toBe(2);
  });

  it("drops a member's rankings when their focus changes, even one being computed then", async () => {
    const { cache, ranking, always, computed } = setUp();
    const pending = cache.read(key(1), always, ranking(['a']));
    cache.forgetLearner('a');
    expect((await pending).version).toBe(1);
    await cache.read(key(1), always, ranking(['a']));
    expect(computed()).toBe(2);
    cache.forgetLearner('stranger');
    await cache.read(key(1), always, ranking(['a']));
    expect(computed()).toBe(2);
    cache.forgetLearner('a');
    await cache.read(key(1), always, ranking(['a']));
    expect(computed()).toBe(3);
  });

  it('reads again for a reader the cached ranking does not fit, and after a membership change', async () => {
    const { cache, ranking, always, computed } = setUp();
    await cache.read(key(1), always, ranking(['a']));
    const withJoiner = await cache.read(key(1), (value) => value.consentOf.has('b'), ranking(['a', 'b']));
    expect(withJoiner.consentOf.has('b')).toBe(true);
    expect(computed()).toBe(2);
    cache.forgetGroup(1);
    await cache.read(key(1), always, ranking(['a', 'b']));
    expect(computed()).toBe(3);
  });

  it('keeps at most its bound, dropping the least recently read', async () => {
    const { cache, ranking, always, computed } = setUp(2);
    await cache.read(key(1), always, ranking([]));
    await cache.read(key(2), always, ranking([]));
    await cache.read(key(1), always, ranking([]));
    await cache.read(key(3), always, ranking([]));
    expect(computed()).toBe(3);
    await cache.read(key(1), always, ranking([]));
    expect(computed()).toBe(3);
    await cache.read(key(2), always, ranking([]));
    expect(computed()).toBe(4);
  });
});
