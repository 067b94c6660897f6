import type { FocusBlock, FocusLogResult } from '@molip/domain/focus';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSession } from '@/lib/auth-session';
import { useFocusTimerStore } from './focus-timer-store';
import {
  forgetBlock,
  lastKnownBlockOf,
  msUntilBlockEnd,
  rememberBlock,
  useLastKnownBlock,
} from './last-known-block-store';

const KEY = 'molip-last-known-block';
const SERVER_NOW = Date.parse('2026-11-21T09:30:00.000Z');
// The device's clock runs 2 minutes behind the server's.
const DEVICE_BEHIND_MS = 2 * 60_000;
const ARRIVED_AT = SERVER_NOW - DEVICE_BEHIND_MS;

function runningBlock(changes: Partial<FocusBlock> = {}): FocusBlock {
  return {
    id: 'block-1',
    sessionId: 'session-1',
    ownerUserId: 'learner-1',
    startTime: '2026-11-21T09:00:00.000Z',
    endTime: '2026-11-21T10:00:00.000Z',
    endedAt: null,
    isActive: true,
    plannedDurationMinutes: 60,
    actualFocusSeconds: 0,
    actualFocusMinutes: 0,
    plannedDailyTodoUnitCount: 0,
    completedDailyTodoUnitCount: 0,
    plannedDailyTodoUnits: [],
    focusLogs: [
      {
        id: 'log-1',
        blockId: 'block-1',
        userId: 'learner-1',
        dailyTodoUnitId: null,
        dailyTodoUnitTitle: '',
        startTime: '2026-11-21T09:00:00.000Z',
        endTime: null,
        actualFocusSeconds: 0,
        actualFocusMinutes: 0,
        status: 'IN_PROGRESS',
      },
    ],
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    serverTime: new Date(SERVER_NOW).toISOString(),
    ...changes,
  } satisfies FocusBlock;
}

const stored = () => localStorage.getItem(KEY);

afterEach(() => {
  vi.useRealTimers();
  useFocusTimerStore.setState({ block: null, clockOffsetMs: 0, now: 0 });
});

describe('the last known block', () => {
  it('gives the learner back their running block with the device time its answer arrived at', () => {
    rememberBlock({ block: runningBlock(), receivedAt: ARRIVED_AT });

    const known = lastKnownBlockOf(stored(), 'learner-1', ARRIVED_AT + 1_000);
    expect(known).toEqual({ block: runningBlock(), receivedAt: ARRIVED_AT });
  });

  it("never gives one learner another learner's block", () => {
    rememberBlock({ block: runningBlock(), receivedAt: ARRIVED_AT });

    expect(lastKnownBlockOf(stored(), 'learner-2', ARRIVED_AT)).toBeNull();
  });

  it("expires at the block's planned end on the server's clock, not the device's", () => {
    rememberBlock({ block: runningBlock(), receivedAt: ARRIVED_AT });
    // The planned end, 10:00 on the server, is 09:58 on the device.
    const deviceAtEnd = Date.parse('2026-11-21T10:00:00.000Z') - DEVICE_BEHIND_MS;

    expect(msUntilBlockEnd({ block: runningBlock(), receivedAt: ARRIVED_AT }, deviceAtEnd)).toBe(0);
    expect(lastKnownBlockOf(stored(), 'learner-1', deviceAtEnd - 1)).not.toBeNull();
    expect(lastKnownBlockOf(stored(), 'learner-1', deviceAtEnd)).toBeNull();
  });

  it('forgets a block the server says has ended', () => {
    rememberBlock({ block: runningBlock(), receivedAt: ARRIVED_AT });
    rememberBlock({
      block: runningBlock({ endedAt: '2026-11-21T09:40:00.000Z', isActive: false }),
      receivedAt: ARRIVED_AT,
    });

    expect(stored()).toBeNull();
  });

  it('forgets by id only the block it names', () => {
    rememberBlock({ block: runningBlock(), receivedAt: ARRIVED_AT });
    forgetBlock('an-older-block');
    expect(lastKnownBlockOf(stored(), 'learner-1', ARRIVED_AT)).not.toBeNull();

    forgetBlock('block-1');
    expect(stored()).toBeNull();
  });

  it('is forgotten when the session ends on this device (sign-out)', () => {
    rememberBlock({ block: runningBlock(), receivedAt: ARRIVED_AT });

    authSession.end();

    expect(stored()).toBeNull();
  });

  it('ignores storage that is not a block answer', () => {
    localStorage.setItem(KEY, '{"block":{"id":"block-1"},"receivedAt":1}');
    expect(lastKnownBlockOf(stored(), 'learner-1', ARRIVED_AT)).toBeNull();
    localStorage.setItem(KEY, 'not json');
    expect(lastKnownBlockOf(stored(), 'learner-1', ARRIVED_AT)).toBeNull();
  });
});

describe('the timer keeps its server answers as the last known block', () => {
  it('on a load and on every focus-log answer, and forgets it when no block is running', () => {
    const timer = useFocusTimerStore.getState();
    timer.loadFromServer(runningBlock(), ARRIVED_AT);
    expect(lastKnownBlockOf(stored(), 'learner-1', ARRIVED_AT)?.block.focusLogs[0]?.endTime).toBeNull();

    const paused = runningBlock({
      focusLogs: [
        {
          id: 'log-1',
          blockId: 'block-1',
          userId: 'learner-1',
          dailyTodoUnitId: null,
          dailyTodoUnitTitle: '',
          startTime: '2026-11-21T09:00:00.000Z',
          endTime: '2026-11-21T09:31:00.000Z',
          actualFocusSeconds: 1860,
          actualFocusMinutes: 31,
          status: 'PAUSED',
        },
      ],
    });
    const result = {
      success: true,
      data: {
        dailyTodoUnitId: 'todo-1',
        status: 'IN_PROGRESS',
        totalStudySeconds: 0,
        totalStudyMinutes: 0,
        creditedSeconds: 60,
        activeLog: null,
        block: paused,
      },
    } satisfies FocusLogResult;
    timer.applyLogResult(result, ARRIVED_AT + 60_000, 'pause');
    expect(lastKnownBlockOf(stored(), 'learner-1', ARRIVED_AT)).toEqual({
      block: paused,
      receivedAt: ARRIVED_AT + 60_000,
    });

    timer.loadFromServer(null, 0);
    expect(stored()).toBeNull();
  });

  it('forgets it once the block has ended here', () => {
    useFocusTimerStore.getState().loadFromServer(runningBlock(), ARRIVED_AT);
    useFocusTimerStore.getState().reset();

    expect(stored()).toBeNull();
  });
});

describe('useLastKnownBlock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(ARRIVED_AT);
  });

  it('offers the running block until its planned end passes, then nothing', () => {
    const { result } = renderHook(() => useLastKnownBlock('learner-1'));
    expect(result.current).toBeNull();

    act(() => rememberBlock({ block: runningBlock(), receivedAt: ARRIVED_AT }));
    expect(result.current?.block.id).toBe('block-1');

    // 30 minutes of server time are left after the answer (09:30 → 10:00).
    act(() => vi.advanceTimersByTime(30 * 60_000 - 1));
    expect(result.current?.block.id).toBe('block-1');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });

  it('offers nothing without a signed-in learner', () => {
    rememberBlock({ block: runningBlock(), receivedAt: ARRIVED_AT });
    const { result } = renderHook(() => useLastKnownBlock(null));
    expect(result.current).toBeNull();
  });
});
