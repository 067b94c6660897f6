import type { FocusBlock, FocusBlockSummary, FocusLog, FocusSession } from '@molip/domain/focus';
import { describe, expect, it } from 'vitest';
import { serverClockOffsetMs } from '@/lib/server-clock';
import { liveSessionFocus } from './live-session-focus';

const T0 = Date.parse('2025-03-10T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const second = 1000;
const minute = 60 * second;

function summary(id: string, overrides: Partial<FocusBlockSummary> = {}): FocusBlockSummary {
  return {
    id,
    sessionId: 'session-1',
    ownerUserId: 'user-1',
    startTime: iso(T0),
    endTime: iso(T0 + 40 * minute),
    endedAt: null,
    isActive: true,
    plannedDurationMinutes: 40,
    actualFocusSeconds: 0,
    actualFocusMinutes: 0,
    plannedDailyTodoUnitCount: 1,
    completedDailyTodoUnitCount: 0,
    createdAt: iso(T0),
    updatedAt: iso(T0),
    serverTime: iso(T0),
    ...overrides,
  };
}

function openLog(start: number): FocusLog {
  return {
    id: 'log-1',
    blockId: 'block-2',
    userId: 'user-1',
    dailyTodoUnitId: 'todo-1',
    dailyTodoUnitTitle: '함수의 극한',
    startTime: iso(start),
    endTime: null,
    actualFocusSeconds: 0,
    actualFocusMinutes: 0,
    status: 'IN_PROGRESS',
  };
}

/** A session with an ended block (300 s) and the active block-2, answered at `serverTime`. */
function session(
  serverTime: number,
  activeSeconds: number,
  overrides: Partial<FocusSession> = {},
): FocusSession {
  return {
    id: 'session-1',
    sessionType: '집중 학습',
    startTime: iso(T0 - 60 * minute),
    endTime: iso(T0 + 60 * minute),
    startClock: '09:00',
    endClock: '11:00',
    endedAt: null,
    isActive: true,
    plannedDurationMinutes: 120,
    focusTargetMinutes: 60,
    actualFocusSeconds: 300 + activeSeconds,
    actualFocusMinutes: Math.floor((300 + activeSeconds) / 60),
    totalContentUnits: 2,
    completedContentUnits: 1,
    focusBlocks: [
      summary('block-1', {
        startTime: iso(T0 - 50 * minute),
        endTime: iso(T0 - 10 * minute),
        endedAt: iso(T0 - 20 * minute),
        isActive: false,
        actualFocusSeconds: 300,
      }),
      summary('block-2', { actualFocusSeconds: activeSeconds }),
    ],
    createdAt: iso(T0 - 60 * minute),
    serverTime: iso(serverTime),
    ...overrides,
  };
}

function activeBlock(logs: FocusLog[], overrides: Partial<FocusBlock> = {}): FocusBlock {
  return {
    ...summary('block-2'),
    plannedDailyTodoUnits: [],
    focusLogs: logs,
    ...overrides,
  };
}

describe('live session focus', () => {
  it('keeps the server figures while nothing is being focused on', () => {
    const answer = session(T0 + 5 * minute, 120);
    for (const block of [null, activeBlock([])]) {
      const live = liveSessionFocus(answer, block, T0 + 15 * minute);
      expect(live.sessionSeconds).toBe(420);
      expect(live.blockSeconds.get('block-2')).toBe(120);
    }
  });

  it('adds the open log’s time since serverTime to the session and the active block only', () => {
    // Focusing since T0 + 1 min; the answer at T0 + 3 min already counted 120 s of it.
    const live = liveSessionFocus(
      session(T0 + 3 * minute, 120),
      activeBlock([openLog(T0 + minute)]),
      T0 + 3 * minute + 45 * second,
    );
    expect(live.sessionSeconds).toBe(300 + 165);
    expect(live.blockSeconds.get('block-2')).toBe(165);
    expect(live.blockSeconds.get('block-1')).toBe(300);
  });

  it('reads the device clock corrected by the offset the answer revealed', () => {
    // The device runs 5 minutes slow: its 08:58 is the server's 09:03.
    const serverTime = T0 + 3 * minute;
    const receivedAt = serverTime - 5 * minute;
    const offset = serverClockOffsetMs(iso(serverTime), receivedAt);
    const deviceNow = receivedAt + 10 * second;
    const live = liveSessionFocus(
      session(serverTime, 120),
      activeBlock([openLog(T0 + minute)]),
      deviceNow + offset,
    );
    expect(live.sessionSeconds).toBe(300 + 130);
  });

  it('stops at the block’s planned end', () => {
    const live = liveSessionFocus(
      session(T0 + 39 * minute, 38 * 60),
      activeBlock([openLog(T0 + minute)]),
      T0 + 55 * minute,
    );
    expect(live.blockSeconds.get('block-2')).toBe(39 * 60);
    expect(live.sessionSeconds).toBe(300 + 39 * 60);
  });

  it('stops at the session’s planned end when that comes first', () => {
    const answer = session(T0 + 20 * minute, 19 * 60, { endTime: iso(T0 + 25 * minute) });
    const live = liveSessionFocus(answer, activeBlock([openLog(T0 + minute)]), T0 + 30 * minute);
    expect(live.sessionSeconds).toBe(300 + 24 * 60);
  });

  it('counts a log opened after the session answer from its own start', () => {
    const live = liveSessionFocus(
      session(T0 + 2 * minute, 0),
      activeBlock([openLog(T0 + 4 * minute)]),
      T0 + 5 * minute,
    );
    expect(live.sessionSeconds).toBe(300 + 60);
  });

  it('agrees with the server’s whole-second rounding', () => {
    // The server floored 9.7 s to 9; by now 10.1 s have passed, so the figure is 10, not 9 + 0.
    const live = liveSessionFocus(session(T0 + 10_200, 9), activeBlock([openLog(T0 + 500)]), T0 + 10_600);
    expect(live.blockSeconds.get('block-2')).toBe(10);
  });

  it('never goes below the server’s figure when the device clock reads behind the answer', () => {
    const live = liveSessionFocus(
      session(T0 + 3 * minute, 120),
      activeBlock([openLog(T0 + minute)]),
      T0 + 2 * minute,
    );
    expect(live.sessionSeconds).toBe(420);
  });

  it('adds nothing to an ended session or for a block of another session', () => {
    const log = [openLog(T0 + minute)];
    const later = T0 + 10 * minute;
    const ended = session(T0 + 3 * minute, 120, { endedAt: iso(T0 + 3 * minute), isActive: false });
    expect(liveSessionFocus(ended, activeBlock(log), later).sessionSeconds).toBe(420);
    const other = activeBlock(log, { sessionId: 'session-2' });
    expect(liveSessionFocus(session(T0 + 3 * minute, 120), other, later).sessionSeconds).toBe(420);
  });
});
