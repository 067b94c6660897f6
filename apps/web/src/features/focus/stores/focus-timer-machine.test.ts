import type { FocusBlock, FocusLog, FocusLogResult } from '@molip/domain/focus';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  actualFocusSeconds,
  applyLogResult,
  combinedBlockTitle,
  elapsedBlockSeconds,
  initialTimerState,
  loadFromServer,
  pause,
  remainingBlockSeconds,
  startBlock,
  tick,
  todoStudySeconds,
  validateAndRepair,
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
    let state = startBlock(block(), Date.now());
    expect(state.block?.studyPlanTitle).toBe('수학의 정석');
    expect(state.isActive).toBe(true);
    expect(state.isPaused).toBe(true);
    vi.advanceTimersByTime(5 * minute);
    state = tick(state, Date.now()).state;
    expect(elapsedBlockSeconds(state)).toBe(300);
    expect(remainingBlockSeconds(state)).toBe(35 * 60);
    expect(actualFocusSeconds(state)).toBe(0);
  });

  it('combines the title when the block spans several plans', () => {
    const state = startBlock(
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
    let state = startBlock(started, Date.now());
    vi.advanceTimersByTime(10 * minute);
    state = tick(state, Date.now()).state;
    expect(state.tickCount).toBe(1);
    expect(actualFocusSeconds(state)).toBe(600);
  });

  it('corrects a device clock that runs behind the server with the serverTime offset', () => {
    // The server answered at T0 + 2 min while the device thought it was T0.
    const state = startBlock(block({ focusLogs: [log('l1', 'a', T0, null)] }, T0 + 2 * minute), T0);
    vi.advanceTimersByTime(minute);
    expect(actualFocusSeconds(tick(state, Date.now()).state)).toBe(180);
  });

  it('restores an open log on load: its to-do is current and the timer runs from the log start', () => {
    vi.setSystemTime(T0 + 7 * minute);
    const restored = loadFromServer(
      initialTimerState,
      block(
        {
          focusLogs: [log('l0', 'b', T0, T0 + 2 * minute, 120), log('l1', 'a', T0 + 3 * minute, null, 240)],
          actualFocusSeconds: 360,
        },
        T0 + 7 * minute,
      ),
      Date.now(),
    );
    expect(restored.currentTodoId).toBe('a');
    expect(restored.focusedTodoId).toBe('a');
    expect(restored.isPaused).toBe(false);
    expect(restored.baseFocusSeconds).toBe(120);
    expect(actualFocusSeconds(restored)).toBe(120 + 240);
  });

  it('runs a free focus (a log on no to-do) with nothing current, and keeps it through validation', () => {
    vi.setSystemTime(T0 + 5 * minute);
    const free = {
      ...log('l1', 'a', T0 + minute, null),
      dailyTodoUnitId: null,
      dailyTodoUnitTitle: '자유 집중',
    };
    const restored = loadFromServer(
      initialTimerState,
      block({ plannedDailyTodoUnits: [], plannedDailyTodoUnitCount: 0, focusLogs: [free] }, T0 + 5 * minute),
      Date.now(),
    );
    expect(restored).toMatchObject({ isPaused: false, currentTodoId: null, focusedTodoId: null });
    expect(actualFocusSeconds(restored)).toBe(240);
    expect(validateAndRepair(restored)).toEqual({ state: restored, issues: [] });
  });

  it('pauses: folds the running time into the base and clears the start time', () => {
    let state = startBlock(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now());
    vi.advanceTimersByTime(3 * minute);
    state = pause(tick(state, Date.now()).state);
    expect(state.isPaused).toBe(true);
    expect(state.focusStartedAt).toBeNull();
    expect(state.baseFocusSeconds).toBe(180);
    vi.advanceTimersByTime(5 * minute);
    expect(actualFocusSeconds(tick(state, Date.now()).state)).toBe(180);
  });

  it('switches: the previous log is closed by the server and the new to-do becomes current', () => {
    let state = startBlock(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now());
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
    state = applyLogResult(state, result('b', switched), Date.now(), 'start');
    expect(state.currentTodoId).toBe('b');
    expect(state.focusedTodoId).toBe('b');
    vi.advanceTimersByTime(minute);
    state = tick(state, Date.now()).state;
    expect(actualFocusSeconds(state)).toBe(300);
    const [a, b] = state.block?.todos ?? [];
    expect(a && todoStudySeconds(state, a)).toBe(240);
    expect(b && todoStudySeconds(state, b)).toBe(60);
  });

  it('completes a to-do: COMPLETED with the server total, completion time recorded, nothing current', () => {
    let state = startBlock(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now());
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
      state,
      result('a', done, { status: 'COMPLETED', totalStudySeconds: 1500, totalStudyMinutes: 25 }),
      Date.now(),
      'complete',
    );
    const a = state.block?.todos.find((entry) => entry.id === 'a');
    expect(a?.status).toBe('COMPLETED');
    expect(a?.totalStudyMinutes).toBe(25);
    expect(a?.completionTime).toBe(T0 + 25 * minute);
    expect(state.currentTodoId).toBeNull();
    expect(state.isPaused).toBe(true);
    expect(state.block?.completedTodos).toBe(1);
    expect(actualFocusSeconds(state)).toBe(1500);
  });

  it('stops counting at the block end, as the server clamps credited time', () => {
    let state = startBlock(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now());
    vi.advanceTimersByTime(55 * minute);
    state = tick(state, Date.now()).state;
    expect(actualFocusSeconds(state)).toBe(40 * 60);
    expect(remainingBlockSeconds(state)).toBe(-15 * 60);
  });

  it('validates every 30 ticks and repairs an open log that lost its start time', () => {
    let state = startBlock(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now());
    state = { ...state, focusStartedAt: null, isPaused: true };
    const issues: string[] = [];
    for (let index = 0; index < 29; index += 1) {
      vi.advanceTimersByTime(1000);
      const next = tick(state, Date.now());
      state = next.state;
      issues.push(...next.issues);
    }
    expect(issues).toEqual([]);
    vi.advanceTimersByTime(1000);
    const thirtieth = tick(state, Date.now());
    expect(thirtieth.issues).toHaveLength(1);
    expect(thirtieth.state.focusStartedAt).toBe(T0);
    expect(actualFocusSeconds(thirtieth.state)).toBe(30);
  });

  it('follows the open log, without a report, when the current to-do disagrees with it', () => {
    const state = startBlock(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now());
    const { state: repaired, issues } = validateAndRepair({
      ...state,
      currentTodoId: 'b',
      focusedTodoId: 'b',
    });
    expect(issues).toEqual([]);
    expect(repaired.currentTodoId).toBe('a');
    expect(repaired.focusedTodoId).toBe('a');
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

  it('reports inconsistencies found by the 30-tick validation to the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = useFocusTimerStore.getState();
    expect(store.loadFromServer(block({ focusLogs: [log('l1', 'a', T0, null)] }), Date.now())).toBe(true);
    useFocusTimerStore.setState({ focusStartedAt: null });
    for (let index = 0; index < 30; index += 1) useFocusTimerStore.getState().tick(Date.now());
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
