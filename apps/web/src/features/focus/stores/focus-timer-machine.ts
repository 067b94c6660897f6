import { MS_PER_SECOND, wholeSeconds } from '@molip/domain/duration';
import { creditedFocusSeconds, focusCutoffMs } from '@molip/domain/focus-window';
import type { FocusBlock, FocusLog, FocusLogResult } from '@molip/domain/focus';
import { TRACKING_VALIDATE_EVERY_TICKS } from '@molip/domain/constants';
import type { TodoStatus } from '@molip/domain/todo-status';

/**
 * The focus timer (docs/product-rules.md#focus-time) as pure functions over one state value; the zustand
 * store only wires them to React. Every figure is derived from timestamps — the server's `startTime`s,
 * corrected by the offset between its `serverTime` and the device clock — never from counting ticks, so a
 * throttled tab, a sleeping laptop or a reload shows the same time as the server will credit.
 */

export type TimerTodo = {
  id: string;
  shortTitle: string;
  title: string;
  status: TodoStatus;
  studyPlanId: string;
  studyPlanTitle: string;
  /** Seconds credited by the server: closed logs only, the open log is added live. */
  totalStudySeconds: number;
  totalStudyMinutes: number;
  /** Server-clock ms when the learner completed it here; null otherwise. */
  completionTime: number | null;
};

export type StudyPlanGroup = { studyPlanId: string; studyPlanTitle: string; todos: TimerTodo[] };

/** The running block as the timer sees it, with instants as server-clock milliseconds. */
export type BlockView = {
  id: string;
  sessionId: string;
  /** The single plan's title, or "집중 블록 (N개 계획)" when the block spans several plans. */
  studyPlanTitle: string;
  hasMultipleStudyPlans: boolean;
  startAt: number;
  /** Planned end: start plus the planned minutes. */
  endAt: number;
  endedAt: number | null;
  plannedMinutes: number;
  studyPlanGroups: StudyPlanGroup[];
  todos: TimerTodo[];
  focusLogs: FocusLog[];
  completedTodos: number;
  totalTodos: number;
};

export type FocusTimerState = {
  block: BlockView | null;
  isActive: boolean;
  isPaused: boolean;
  /** The to-do whose log is open on the server. */
  currentTodoId: string | null;
  /** The to-do the learner last chose; equals `currentTodoId` while focusing. */
  focusedTodoId: string | null;
  activeLog: FocusLog | null;
  /** Server-clock ms at which the open log started; null while paused. */
  focusStartedAt: number | null;
  /** Seconds of this block's closed logs; the open log's live seconds are added to them. */
  baseFocusSeconds: number;
  /** Server clock minus device clock, from the last answer's `serverTime`. */
  clockOffsetMs: number;
  /** Server-clock ms of the last tick. */
  now: number;
  tickCount: number;
};

export const initialTimerState: FocusTimerState = {
  block: null,
  isActive: false,
  isPaused: true,
  currentTodoId: null,
  focusedTodoId: null,
  activeLog: null,
  focusStartedAt: null,
  baseFocusSeconds: 0,
  clockOffsetMs: 0,
  now: 0,
  tickCount: 0,
};

export const combinedBlockTitle = (planCount: number) => `집중 블록 (${planCount}개 계획)`;

const toMs = (iso: string) => Date.parse(iso);

/** Server clock minus device clock, from an answer's `serverTime` and the device time it arrived at. */
export const serverClockOffsetMs = (serverTime: string, receivedAt: number) => toMs(serverTime) - receivedAt;

/** Seconds an open log has earned by `now` (server-clock ms), within the ends the server credits. */
export function openLogSeconds(
  logStartAt: number,
  blockStartAt: number,
  ends: readonly (number | null)[],
  now: number,
): number {
  return creditedFocusSeconds(logStartAt, blockStartAt, focusCutoffMs(now, ends));
}

/** Maps the server's block to the timer's view: its to-dos as one list and grouped by plan. */
export function mapBlock(block: FocusBlock): BlockView {
  const groups = block.plannedDailyTodoUnits.map((group) => ({
    studyPlanId: group.studyPlanId,
    studyPlanTitle: group.studyPlanTitle,
    todos: group.dailyTodoUnits.map((todo): TimerTodo => ({
      id: todo.id,
      shortTitle: todo.shortTitle,
      title: todo.title,
      status: todo.status,
      studyPlanId: todo.studyPlanId,
      studyPlanTitle: group.studyPlanTitle,
      totalStudySeconds: todo.totalStudySeconds,
      totalStudyMinutes: todo.totalStudyMinutes,
      completionTime: null,
    })),
  }));
  const todos = groups.flatMap((group) => group.todos);
  const hasMultipleStudyPlans = groups.length > 1;
  return {
    id: block.id,
    sessionId: block.sessionId,
    studyPlanTitle: hasMultipleStudyPlans
      ? combinedBlockTitle(groups.length)
      : (groups[0]?.studyPlanTitle ?? '집중 블록'),
    hasMultipleStudyPlans,
    startAt: toMs(block.startTime),
    endAt: toMs(block.endTime),
    endedAt: block.endedAt ? toMs(block.endedAt) : null,
    plannedMinutes: block.plannedDurationMinutes,
    studyPlanGroups: groups,
    todos,
    focusLogs: block.focusLogs,
    completedTodos: block.completedDailyTodoUnitCount,
    totalTodos: block.plannedDailyTodoUnitCount,
  };
}

const openLogOf = (block: FocusBlock) => block.focusLogs.find((log) => log.endTime === null) ?? null;

/**
 * Replaces the timer with the server's view of the block. An open log means the learner is focusing:
 * its to-do becomes current and focused, its start time is the timer's, and the timer runs.
 */
export function syncFromServer(
  state: FocusTimerState,
  block: FocusBlock,
  receivedAt: number,
): FocusTimerState {
  const openLog = openLogOf(block);
  const closedSeconds = block.focusLogs
    .filter((log) => log.endTime !== null)
    .reduce((sum, log) => sum + log.actualFocusSeconds, 0);
  const clockOffsetMs = serverClockOffsetMs(block.serverTime, receivedAt);
  // The server's to-do totals hold closed logs only; the open log is added live from its start time.
  const view = mapBlock(block);
  return {
    ...state,
    block: view,
    isActive: block.endedAt === null,
    isPaused: openLog === null,
    currentTodoId: openLog?.dailyTodoUnitId ?? null,
    focusedTodoId: openLog?.dailyTodoUnitId ?? state.focusedTodoId,
    activeLog: openLog,
    focusStartedAt: openLog ? toMs(openLog.startTime) : null,
    baseFocusSeconds: closedSeconds,
    clockOffsetMs,
    now: receivedAt + clockOffsetMs,
  };
}

/** A new block: clear the old block, set this one, activate the timer. */
export function startBlock(block: FocusBlock, receivedAt: number): FocusTimerState {
  return syncFromServer(initialTimerState, block, receivedAt);
}

/**
 * The server's block after a reload or a refetch: replace the block and restore an open log. A different
 * block than the one held starts clean, so nothing of the old block leaks into it.
 */
export function loadFromServer(
  state: FocusTimerState,
  block: FocusBlock,
  receivedAt: number,
): FocusTimerState {
  return state.block?.id === block.id
    ? syncFromServer(state, block, receivedAt)
    : startBlock(block, receivedAt);
}

/** Seconds the open log has earned by `now`: from its start (not before the block's) to the block's end. */
function liveSeconds(state: FocusTimerState): number {
  if (state.isPaused || state.focusStartedAt === null || !state.block) return 0;
  const { startAt, endAt, endedAt } = state.block;
  return openLogSeconds(state.focusStartedAt, startAt, [endAt, endedAt], state.now);
}

/**
 * A pause, applied at once on the device: fold the running time into the base and stop. The
 * server's answer to the pause call then replaces the figures with the credited ones.
 */
export function pause(state: FocusTimerState): FocusTimerState {
  if (state.isPaused) return state;
  return {
    ...state,
    isPaused: true,
    baseFocusSeconds: state.baseFocusSeconds + liveSeconds(state),
    focusStartedAt: null,
    currentTodoId: null,
    activeLog: null,
  };
}

/**
 * Applies a focus-log answer. `start` covers starting and switching (the server closed the previous
 * log); `pause` and `complete` leave no open log. A completion also records the to-do's completion time
 * and its server total, which already includes the minutes just spent.
 */
export function applyLogResult(
  state: FocusTimerState,
  result: FocusLogResult,
  receivedAt: number,
  action: 'start' | 'pause' | 'complete',
): FocusTimerState {
  const synced = syncFromServer(state, result.data.block, receivedAt);
  const focusedTodoId = action === 'start' ? result.data.dailyTodoUnitId : synced.focusedTodoId;
  if (action !== 'complete' || !synced.block) return { ...synced, focusedTodoId };
  const completedAt = synced.now;
  const markCompleted = (todo: TimerTodo): TimerTodo =>
    todo.id === result.data.dailyTodoUnitId
      ? {
          ...todo,
          status: 'COMPLETED',
          completionTime: completedAt,
          totalStudySeconds: result.data.totalStudySeconds,
          totalStudyMinutes: result.data.totalStudyMinutes,
        }
      : todo;
  return {
    ...synced,
    focusedTodoId: focusedTodoId === result.data.dailyTodoUnitId ? null : focusedTodoId,
    block: {
      ...synced.block,
      todos: synced.block.todos.map(markCompleted),
      studyPlanGroups: synced.block.studyPlanGroups.map((group) => ({
        ...group,
        todos: group.todos.map(markCompleted),
      })),
    },
  };
}

/**
 * Validate and repair, run every 30 ticks so the view cannot drift from its open log: an open log without a
 * timer start is an inconsistency (reported, then repaired from the log), and the current and focused to-dos
 * follow the open log without a report.
 */
export function validateAndRepair(state: FocusTimerState): { state: FocusTimerState; issues: string[] } {
  const issues: string[] = [];
  let repaired = state;
  if (state.activeLog && state.focusStartedAt === null) {
    issues.push(`Focus log ${state.activeLog.id} is open but the timer has no start time; restored it.`);
    repaired = { ...repaired, focusStartedAt: toMs(state.activeLog.startTime), isPaused: false };
  }
  // The to-dos quietly follow the open log; only a log without a start time (above) is reported.
  if (repaired.activeLog && repaired.currentTodoId !== repaired.activeLog.dailyTodoUnitId) {
    repaired = { ...repaired, currentTodoId: repaired.activeLog.dailyTodoUnitId };
  }
  if (repaired.currentTodoId !== null && repaired.focusedTodoId !== repaired.currentTodoId) {
    repaired = { ...repaired, focusedTodoId: repaired.currentTodoId };
  }
  return { state: repaired, issues };
}

/** One tracking tick: read the clock (never count) and validate every 30 ticks. */
export function tick(
  state: FocusTimerState,
  deviceNow: number,
): { state: FocusTimerState; issues: string[] } {
  const ticked = { ...state, now: deviceNow + state.clockOffsetMs, tickCount: state.tickCount + 1 };
  if (ticked.tickCount % TRACKING_VALIDATE_EVERY_TICKS !== 0) return { state: ticked, issues: [] };
  return validateAndRepair(ticked);
}

/** Seconds since the block started (0 before it starts), up to its end once ended. */
export function elapsedBlockSeconds(state: FocusTimerState): number {
  if (!state.block) return 0;
  const to = Math.min(state.now, state.block.endedAt ?? Number.POSITIVE_INFINITY);
  return wholeSeconds(to - state.block.startAt);
}

/** Seconds left of the block's planned time; negative once it is over. */
export function remainingBlockSeconds(state: FocusTimerState): number {
  if (!state.block) return 0;
  return Math.ceil((state.block.endAt - state.now) / MS_PER_SECOND);
}

/** The block's focus so far: closed logs plus the open one's live time. */
export function actualFocusSeconds(state: FocusTimerState): number {
  return state.baseFocusSeconds + liveSeconds(state);
}

/** A to-do's study time including the open log while it is the one being focused on. */
export function todoStudySeconds(state: FocusTimerState, todo: TimerTodo): number {
  return todo.totalStudySeconds + (todo.id === state.currentTodoId ? liveSeconds(state) : 0);
}

/** Seconds of the current open log alone (the "in progress" time next to the focused to-do). */
export function currentLogSeconds(state: FocusTimerState): number {
  return liveSeconds(state);
}
