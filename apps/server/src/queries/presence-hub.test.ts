import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_COALESCE_MS, type PresenceEvent } from '@molip/domain/study-group';
import {
  createPlanThroughApi,
  todayTodos,
  appOnManualClock,
  PLAN_DAY_TEN_AM,
  studyGroupSteps,
} from '../../test/fixtures.ts';
import { bearer, onboardedUser, type SignedIn } from '../../test/test-app.ts';
import type { ListenToChannel } from '../db/client.ts';
import { createPresenceHub } from './presence-hub.ts';

const { app, clock } = await appOnManualClock(PLAN_DAY_TEN_AM);
afterEach(() => {
  vi.useRealTimers();
});

/** A hub whose notifications the test sends itself, with everything it delivers to one group's stream. */
async function hubOnGroup(groupId: number) {
  let notify: (payload: string) => void = () => undefined;
  const listen: ListenToChannel = async (_channel, onPayload) => {
    notify = onPayload;
    return async () => undefined;
  };
  const hub = createPresenceHub(app.db, clock, listen, app.log);
  const delivered: PresenceEvent[][] = [];
  await hub.subscribe(groupId, (changes) => delivered.push([...changes]));
  return { hub, delivered, notify: (userId: string) => notify(userId) };
}

/**
 * Waits in real time (only the timers are fake) for the delivery's database read, up to 5 s; nothing can arrive
 * before the hub's window ends, so a wait that expects none checks at once.
 */
async function settle(delivered: unknown[], count: number) {
  const deadline = Date.now() + (delivered.length >= count ? 0 : 5_000);
  while (delivered.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function focusingPair(): Promise<{ focuser: SignedIn; other: SignedIn; groupId: number }> {
  const [focuser, other] = [await onboardedUser(app), await onboardedUser(app)];
  const group = await studyGroupSteps(app, clock).groupOf(focuser, other);
  await createPlanThroughApi(app, focuser, { chapters: 1, sectionsPerChapter: 2 });
  const [todo] = (await todayTodos(app, focuser.accessToken)).flatMap(
    (group) => group.dailyTodoUnitResponses,
  );
  if (!todo) throw new Error('no to-do today');
  const started = await app.inject({
    method: 'POST',
    url: '/api/focus-logs/quick-start',
    headers: bearer(focuser.accessToken),
    payload: { dailyTodoUnitId: todo.id, blockMinutes: 25 },
  });
  expect(started.statusCode).toBe(200);
  return { focuser, other, groupId: group.id };
}

describe('the presence hub', () => {
  it('sends 50 changes made within one second as one event, at the second, with each member’s latest light', async () => {
    const { focuser, other, groupId } = await focusingPair();
    const { hub, delivered, notify } = await hubOnGroup(groupId);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (let change = 0; change < 50; change += 1) {
        notify(change % 2 === 0 ? focuser.userId : other.userId);
        vi.advanceTimersByTime(19);
      }
      // 950 ms after the first change: nothing yet.
      await settle(delivered, 1);
      expect(delivered).toEqual([]);
      vi.advanceTimersByTime(PRESENCE_COALESCE_MS - 50 * 19);
      await settle(delivered, 1);
      expect(delivered).toHaveLength(1);
      const [event] = delivered;
      expect(new Map(event?.map((member) => [member.userId, member.status]))).toEqual(
        new Map([
          [focuser.userId, 'FOCUSING'],
          [other.userId, 'IDLE'],
        ]),
      );
      // Nothing more comes from those 50.
      vi.advanceTimersByTime(5 * PRESENCE_COALESCE_MS);
      await new Promise((resolve) => setImmediate(resolve));
      expect(delivered).toHaveLength(1);
    } finally {
      await hub.close();
    }
  });

  it('delays a lone change by at most one second, and reads the state when it sends', async () => {
    const { focuser, groupId } = await focusingPair();
    const { hub, delivered, notify } = await hubOnGroup(groupId);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      notify(focuser.userId);
      vi.advanceTimersByTime(PRESENCE_COALESCE_MS - 1);
      await settle(delivered, 1);
      expect(delivered).toEqual([]);
      vi.advanceTimersByTime(1);
      await settle(delivered, 1);
      expect(delivered).toEqual([[expect.objectContaining({ userId: focuser.userId, status: 'FOCUSING' })]]);

      // The next change opens a window of its own.
      vi.advanceTimersByTime(10 * PRESENCE_COALESCE_MS);
      notify(focuser.userId);
      vi.advanceTimersByTime(PRESENCE_COALESCE_MS);
      await settle(delivered, 2);
      expect(delivered).toHaveLength(2);
    } finally {
      await hub.close();
    }
  });
});
