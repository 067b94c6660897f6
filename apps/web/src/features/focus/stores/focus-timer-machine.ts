import { MS_PER_SECOND, wholeSeconds } from '@molip/domain/duration';
import { creditedFocusSeconds, focusCutoffMs } from '@molip/domain/focus-window';
import type { FocusBlock, FocusLog, FocusLogResult } from '@molip/domain/focus';
import type { TodoStatus } from '@molip/domain/todo-status';
import { serverClockOffsetMs } from '@/lib/server-clock';

/**
 * The focus timer (docs/product-rules.md#focus-time) as pure functions over one state value; the zustand
 * store only wires them to React. Every figure is derived from timestamps — the server's `startTime`s,
 * corrected by the offset between its `serverTime` and the device clock — never from counting ticks, so a
 * throttled tab, a sleeping laptop or a reload shows the same time as the server will credit. Whether the
 * learner is focusing, and on what, is read from the block's open log, so nothing can drift from it.
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
  /**
   * When the block stops counting: its planned end, capped by its session's (the server's `endTime`, from
   * `plannedCreditEndMs` in packages/domain/src/focus-window.ts).
   */
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
  /** The server's block; its one log without an end time is the open log. */
  block: BlockView | null;
  /** Server clock minus device clock, from the last answer's `serverTime`. */
  clockOffsetMs: number;
  /** Server-clock ms of the last tick. */
  now: number;
};

export const initialTimerState: FocusTimerState = {
  block: null,
  clockOffsetMs: 0,
  now: 0,
};

export const combinedBlockTitle = (planCount: number) => `집중 블록 (${planCount}개 계획)`;

const toMs = (iso: string) => Date.parse(iso);

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

const openLogIn = (logs: readonly FocusLog[]) => logs.find((log) => log.endTime === null) ?? null;

/** The block's open log: the learner is focusing on its to-do (none for free focus) since its start. */
export const openLog = (state: FocusTimerState): FocusLog | null =>
  state.block ? openLogIn(state.block.focusLogs) : null;

export const isFocusing = (state: FocusTimerState): boolean => openLog(state) !== null;

/** The to-do whose log is open; null while paused or focusing freely. */
export const currentTodoId = (state: FocusTimerState): string | null =>
  openLog(state)?.dailyTodoUnitId ?? null;

/**
 * The to-do the learner last focused on while it is still open: the paused one. Read from the block's
 * logs, so a reload (which keeps nothing of the device's state) still knows it.
 */
export function pausedTodoId(state: FocusTimerState): string | null {
  if (!state.block) return null;
  const latest = state.block.focusLogs
    .filter((log) => log.dailyTodoUnitId !== null)
    .reduce<FocusLog | null>(
      (last, log) => (last === null || toMs(log.startTime) >= toMs(last.startTime) ? log : last),
      null,
    );
  const todo = state.block.todos.find((entry) => entry.id === latest?.dailyTodoUnitId);
  return todo && todo.status !== 'COMPLETED' ? todo.id : null;
}

/** The to-do being focused on, else the paused one; the buttons act on it. */
export const focusedTodoId = (state: FocusTimerState): string | null =>
  currentTodoId(state) ?? pausedTodoId(state);

/**
 * The server's block and clock, on a start, a reload or a refetch: everything — the open log and the paused
 * to-do included — comes from its answer, so nothing of an earlier block or of a device guess leaks in.
 */
export function loadFromServer(block: FocusBlock, receivedAt: number): FocusTimerState {
  const clockOffsetMs = serverClockOffsetMs(block.serverTime, receivedAt);
  return { block: mapBlock(block), clockOffsetMs, now: receivedAt + clockOffsetMs };
}

/** Seconds the open log has earned by `now`: from its start (not before the block's) to the credit window's end. */
function liveSeconds(state: FocusTimerState): number {
  const open = openLog(state);
  if (!open || !state.block) return 0;
  const { startAt, endAt, endedAt } = state.block;
  return openLogSeconds(toMs(open.startTime), startAt, [endAt, endedAt], state.now);
}

/**
 * Applies a focus-log answer. `start` covers starting and switching (the server closed the previous
 * log); `pause` and `complete` leave no open log. A completion also records the to-do's completion time
 * and its server total, which already includes the minutes just spent.
 */
export function applyLogResult(
  result: FocusLogResult,
  receivedAt: number,
  action: 'start' | 'pause' | 'complete',
): FocusTimerState {
  const synced = loadFromServer(result.data.block, receivedAt);
  if (action !== 'complete' || !synced.block) return synced;
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

/** One tracking tick: read the clock (never count). */
export function tick(state: FocusTimerState, deviceNow: number): FocusTimerState {
  return { ...state, now: deviceNow + state.clockOffsetMs };
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

/** The block's focus so far: its closed logs' credited seconds plus the open one's live time. */
export function actualFocusSeconds(state: FocusTimerState): number {
  const closed = (state.block?.focusLogs ?? []).filter((log) => log.endTime !== null);
  return closed.reduce((sum, log) => sum + log.actualFocusSeconds, 0) + liveSeconds(state);
}

/** A to-do's study time including the open log while it is the one being focused on. */
export function todoStudySeconds(state: FocusTimerState, todo: TimerTodo): number {
  return todo.totalStudySeconds + (todo.id === currentTodoId(state) ? liveSeconds(state) : 0);
}

/** Seconds of the current open log alone (the "in progress" time next to the focused to-do). */
export function currentLogSeconds(state: FocusTimerState): number {
  return liveSeconds(state);
}
