import type { FocusBlock, FocusLog, FocusLogResult } from '@molip/domain/focus';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  actualFocusSeconds,
  applyLogResult,
  combinedBlockTitle,
  currentTodoId,
  elapsedBlockSeconds,
  focusedTodoId,
  isFocusing,
  loadFromServer,
  pausedTodoId,
  remainingBlockSeconds,
  tick,
  todoStudySeconds,
} from './focus-timer-machine';
import { useFocusTimerStore } from './focus-timer-store';

const T0 = Date.parse('2025-03-10T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const minute = 60_000;

function todo(id: string, planId = 'plan-1') {
  return {
    id,
    shortTitle: id,
    title: `단원 ${id}`,
    status: 'PENDING' as const,
    contentUnitId: `unit-${id}`,
    studyPlanId: planId,
    totalStudySeconds: 0,
    totalStudyMinutes: 0,
  };
}

function log(id: string, todoId: string, start: number, end: number | null, seconds = 0): FocusLog {
  return {
    id,
    blockId: 'block-1',
    userId: 'user-1',
    dailyTodoUnitId: todoId,
    dailyTodoUnitTitle: `단원 ${todoId}`,
    startTime: iso(start),
    endTime: end === null ? null : iso(end),
    actualFocusSeconds: seconds,
    actualFocusMinutes: Math.floor(seconds / 60),
    status: end === null ? 'IN_PROGRESS' : 'PAUSED',
  };
}

function block(overrides: Partial<FocusBlock> = {}, serverTime = T0): FocusBlock {
  return {
    id: 'block-1',
    sessionId: 'session-1',
    ownerUserId: 'user-1',
    startTime: iso(T0),
    endTime: iso(T0 + 40 * minute),
    endedAt: null,
    isActive: true,
    plannedDurationMinutes: 40,
    actualFocusSeconds: 0,
    actualFocusMinutes: 0,
    plannedDailyTodoUnitCount: 2,
    completedDailyTodoUnitCount: 0,
    plannedDailyTodoUnits: [
      { studyPlanId: 'plan-1', studyPlanTitle: '수학의 정석', dailyTodoUnits: [todo('a'), todo('b')] },
    ],
    focusLogs: [],
    createdAt: iso(T0),
    updatedAt: iso(T0),
    serverTime: iso(serverTime),
    ...overrides,
  };
}

function result(todoId: string, b: FocusBlock, extra: Partial<FocusLogResult['data']> = {}): FocusLogResult {
  return {
    success: true,
    data: {
      dailyTodoUnitId: todoId,
      status: 'IN_PROGRESS',
      totalStudySeconds: 0,
      totalStudyMinutes: 0,
      creditedSeconds: 0,
      activeLog: b.focusLogs.find((entry) => entry.endTime === null) ?? null,
      block: b,
      ...extra,
    },
  };
}

describe('focus timer state machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('starts a block paused, with the single plan title, and derives elapsed time from the block start', () => {
    let state = loadFromServer(block(), Date.now());
    expect(state.block?.studyPlanTitle).toBe('수학의 정석');
    expect(isFocusing(state)).toBe(false);
    vi.advanceTimersByTime(5 * minute);
    state = tick(state, Date.now());
    expect(elapsedBlockSeconds(state)).toBe(300);
    expect(remainingBlockSeconds(state)).toBe(35 * 60);
    expect(actualFocusSeconds(state)).toBe(0);
  });

  it('combines the title when the block spans several plans', () => {
    const state = loadFromServer(
      block({
        plannedDailyTodoUnits: [
          { studyPlanId: 'plan-1', studyPlanTitle: '수학', dailyTodoUnits: [todo('a')] },
          { studyPlanId: 'plan-2', studyPlanTitle: '영어', dailyTodoUnits: [todo('b', 'plan-2')] },
        ],
      }),
      Date.now(),
    );
    expect(state.block?.hasMultipleStudyPlans).toBe(true);
    expect(state.block?.studyPlanTitle).toBe(combinedBlockTitle(2));
    expect(state.block?.studyPlanTitle).toBe('집중 블록 (2개 계획)');
  });

  it('reads time from timestamps, not ticks: one tick after 10 minutes shows 10 minutes', () => {
    const started = block({ focusLogs: [log('l1', 'a', T0, null)] });
    let state = loadFromServer(started, Date.now());
    vi.advanceTimersByTime(10 * minute);
    state = tick(state, Date.now());
    expect(actualFocusSeconds(state)).toBe(600);
  });

  it('corrects a device clock that runs behind the server with the serverTime offset', () => {
    // The server answered at T0 + 2 min while the device thought it was T0.
    const state = loadFromServer(block({ focusLogs: [log('l1', 'a', T0, null)] }, T0 + 2 * minute), T0);
    vi.advanceTimersByTime(minute);
    expect(actualFocusSeconds(tick(state, Date.now()))).toBe(180);
  });

  it('restores an open log on load: its to-do is current and the timer runs from the log start', () => {
    vi.setSystemTime(T0 + 7 * minute);
    const restored = loadFromServer(
      block(
        {
          focusLogs: [log('l0', 'b', T0, T0 + 2 * minute, 120), log('l1', 'a', T0 + 3 * minute, null, 240)],
          actualFocusSeconds: 360,
        },
        T0 + 7 * minute,
      ),
      Date.now(),
    );
    expect(currentTodoId(restored)).toBe('a');
    expect(focusedTodoId(restored)).toBe('a');
    expect(isFocusing(restored)).toBe(true);
    expect(actualFocusSeconds(restored)).toBe(120 + 240);
  });

  it('runs a free focus (a log on no to-do) with nothing current', () => {
    vi.setSystemTime(T0 + 5 * minute);
    const free = {
      ...log('l1', 'a', T0 + minute, null),
      dailyTodoUnitId: null,
      dailyTodoUnitTitle: '자유 집중',
    };
    const restored = loadFromServer(
      block({ plannedDailyTodoUnits: [], plannedDailyTodoUnitCount: 0, focusLogs: [free] }, T0 + 5 * minute),
      Date.now(),
    );
    expect(isFocusing(restored)).toBe(true);
    expect(currentTodoId(restored)).toBeNull();
    expect(focusedTodoId(restored)).toBeNull();
    expect(actualFocusSeconds(restored)).toBe(240);
  });

  it('pauses when the server answers: the figure stops at its credit and the paused to-do stays focused', () => {
    const running = block({ focusLogs: [log('l1', 'a', T0, null)] });
    let state = loadFromServer(running, Date.now());
    vi.advanceTimersByTime(3 * minute);
    state = tick(state, Date.now());
    expect(isFocusing(state)).toBe(true);
    const paused = block({ focusLogs: [log('l1', 'a', T0, T0 + 3 * minute, 180)] }, Date.now());
    state = applyLogResult(result('a', paused), Date.now(), 'pause');
    expect(isFocusing(state)).toBe(false);
    expect(currentTodoId(state)).toBeNull();
    expect(focusedTodoId(state)).toBe('a');
    expect(actualFocusSeconds(state)).toBe(180);
    vi.advanceTimersByTime(5 * minute);
    expect(actualFocusSeconds(tick(state, Date.now()))).toBe(180);
  });

  it('knows the paused to-do after a reload from the block alone: the latest log on an open to-do', () => {
    // Studied a, then switched to b and paused it: b is the one to resume, not the first in the list.
    const logs = [
      log('l1', 'a', T0, T0 + 2 * minute, 120),
      log('l2', 'b', T0 + 2 * minute, T0 + 5 * minute, 180),
    ];
    const reloaded = loadFromServer(block({ focusLogs: logs }, T0 + 9 * minute), T0 + 9 * minute);
    expect(pausedTodoId(reloaded)).toBe('b');
    expect(focusedTodoId(reloaded)).toBe('b');
    expect(actualFocusSeconds(reloaded)).toBe(300);
  });

  it('has no paused to-do before the first start, nor once the last one studied is completed', () => {
    expect(pausedTodoId(loadFromServer(block(), T0))).toBeNull();
    const completed = block({
      focusLogs: [{ ...log('l1', 'a', T0, T0 + minute, 60), status: 'COMPLETED' }],
      plannedDailyTodoUnits: [
        {
          studyPlanId: 'plan-1',
          studyPlanTitle: '수학의 정석',
          dailyTodoUnits: [{ ...todo('a'), status: 'COMPLETED' }, todo('b')],
        },
      ],
    });
    expect(pausedTodoId(loadFromServer(completed, T0 + minute))).toBeNull();
  });

  it('switches: the previous log is closed by the server and the new to-do becomes current', () => {
    let state = loadFromServer(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now());
    vi.advanceTimersByTime(4 * minute);
    const switched = block(
      {
        focusLogs: [log('l1', 'a', T0, T0 + 4 * minute, 240), log('l2', 'b', T0 + 4 * minute, null)],
        plannedDailyTodoUnits: [
          {
            studyPlanId: 'plan-1',
            studyPlanTitle: '수학의 정석',
            dailyTodoUnits: [{ ...todo('a'), totalStudySeconds: 240, totalStudyMinutes: 4 }, todo('b')],
          },
        ],
      },
      Date.now(),
    );
    state = applyLogResult(result('b', switched), Date.now(), 'start');
    expect(currentTodoId(state)).toBe('b');
    expect(focusedTodoId(state)).toBe('b');
    vi.advanceTimersByTime(minute);
    state = tick(state, Date.now());
    expect(actualFocusSeconds(state)).toBe(300);
    const [a, b] = state.block?.todos ?? [];
    expect(a && todoStudySeconds(state, a)).toBe(240);
    expect(b && todoStudySeconds(state, b)).toBe(60);
  });

  it('completes a to-do: COMPLETED with the server total, completion time recorded, nothing current', () => {
    let state = loadFromServer(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now());
    vi.advanceTimersByTime(25 * minute);
    const done = block(
      {
        completedDailyTodoUnitCount: 1,
        focusLogs: [{ ...log('l1', 'a', T0, T0 + 25 * minute, 1500), status: 'COMPLETED' }],
        plannedDailyTodoUnits: [
          {
            studyPlanId: 'plan-1',
            studyPlanTitle: '수학의 정석',
            dailyTodoUnits: [
              { ...todo('a'), status: 'COMPLETED', totalStudySeconds: 1500, totalStudyMinutes: 25 },
              todo('b'),
            ],
          },
        ],
      },
      Date.now(),
    );
    state = applyLogResult(
      result('a', done, { status: 'COMPLETED', totalStudySeconds: 1500, totalStudyMinutes: 25 }),
      Date.now(),
      'complete',
    );
    const a = state.block?.todos.find((entry) => entry.id === 'a');
    expect(a?.status).toBe('COMPLETED');
    expect(a?.totalStudyMinutes).toBe(25);
    expect(a?.completionTime).toBe(T0 + 25 * minute);
    expect(currentTodoId(state)).toBeNull();
    expect(focusedTodoId(state)).toBeNull();
    expect(isFocusing(state)).toBe(false);
    expect(state.block?.completedTodos).toBe(1);
    expect(actualFocusSeconds(state)).toBe(1500);
  });

  it('stops counting at the block end, as the server clamps credited time', () => {
    let state = loadFromServer(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now());
    vi.advanceTimersByTime(55 * minute);
    state = tick(state, Date.now());
    expect(actualFocusSeconds(state)).toBe(40 * 60);
    expect(remainingBlockSeconds(state)).toBe(-15 * 60);
  });

  it('keeps the time right across a pause, a resume and a reload, from the open log and the server clock', () => {
    // Focus on a from T0; the device clock runs a minute behind the server's.
    const deviceBehind = (serverMs: number) => serverMs - minute;
    let state = loadFromServer(block({ focusLogs: [log('l1', 'a', T0, null)] }), deviceBehind(T0));
    state = tick(state, deviceBehind(T0 + 4 * minute));
    expect(actualFocusSeconds(state)).toBe(240);

    // Paused at 4 min: the server's answer stops the figure.
    const paused = block({ focusLogs: [log('l1', 'a', T0, T0 + 4 * minute, 240)] }, T0 + 4 * minute);
    state = applyLogResult(result('a', paused), deviceBehind(T0 + 4 * minute), 'pause');
    state = tick(state, deviceBehind(T0 + 10 * minute));
    expect(actualFocusSeconds(state)).toBe(240);
    expect(focusedTodoId(state)).toBe('a');

    // Resumed at 10 min: a new open log, counted from its own start.
    const resumed = block(
      { focusLogs: [...paused.focusLogs, log('l2', 'a', T0 + 10 * minute, null)] },
      T0 + 10 * minute,
    );
    state = applyLogResult(result('a', resumed), deviceBehind(T0 + 10 * minute), 'start');
    state = tick(state, deviceBehind(T0 + 13 * minute));
    expect(actualFocusSeconds(state)).toBe(240 + 180);

    // A reload at 13 min on a device whose clock is now right: the same block read again shows the same time.
    const reloaded = loadFromServer({ ...resumed, serverTime: iso(T0 + 13 * minute) }, T0 + 13 * minute);
    expect(actualFocusSeconds(reloaded)).toBe(240 + 180);
    expect(currentTodoId(reloaded)).toBe('a');
    expect(actualFocusSeconds(tick(reloaded, T0 + 20 * minute))).toBe(240 + 600);
  });
});

describe('focus timer store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    useFocusTimerStore.getState().reset();
  });
  afterEach(() => vi.useRealTimers());

  it('reports a load without an active block as a failure, without throwing', () => {
    expect(useFocusTimerStore.getState().loadFromServer(null, Date.now())).toBe(false);
    expect(useFocusTimerStore.getState().block).toBeNull();
  });
});
