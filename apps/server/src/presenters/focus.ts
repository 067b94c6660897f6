import { minutesBetween, minutesToMs, wholeMinutes } from '@molip/domain/duration';
import { clockInZone } from '@molip/domain/zoned-time';
import { focusLogEndReasonOf } from '@molip/domain/focus-window';
import {
  FREE_FOCUS_TITLE,
  type FocusBlock,
  type FocusBlockSummary,
  type FocusLog,
  type FocusSession,
} from '@molip/domain/focus';
import {
  creditedSeconds,
  focusCutoff,
  type BlockLogRow as LogWithTitle,
  type BlockRow,
  type BlockTodoRow as TodoRow,
  type BlockTodoTuple,
  type RunningBlock,
  type SessionRow,
} from '../repositories/focus.ts';

/** A log's seconds: stored when closed, else what it has earned so far by the server's clock. */
function logSeconds(entry: LogWithTitle, block: BlockRow, session: SessionRow, now: Date): number {
  if (entry.log.endedAt) return entry.log.seconds;
  return creditedSeconds(entry.log.startedAt, block, focusCutoff(now, block, session));
}

function presentLog(entry: LogWithTitle, block: BlockRow, session: SessionRow, now: Date): FocusLog {
  const seconds = logSeconds(entry, block, session, now);
  return {
    id: entry.log.id,
    blockId: entry.log.blockId,
    userId: entry.log.userId,
    dailyTodoUnitId: entry.log.dailyTodoUnitId,
    dailyTodoUnitTitle: entry.title ?? FREE_FOCUS_TITLE,
    startTime: entry.log.startedAt.toISOString(),
    endTime: entry.log.endedAt?.toISOString() ?? null,
    actualFocusSeconds: seconds,
    actualFocusMinutes: wholeMinutes(seconds),
    status: entry.log.endedAt ? (entry.log.completedTodo ? 'COMPLETED' : 'PAUSED') : 'IN_PROGRESS',
    endReason: entry.log.endedAt
      ? focusLogEndReasonOf(
          { endedMs: entry.log.endedAt.getTime(), completedTodo: entry.log.completedTodo },
          {
            blockStartMs: block.startAt.getTime(),
            blockPlannedMinutes: block.plannedMinutes,
            sessionPlannedEndMs: session.plannedEndAt.getTime(),
          },
          block.endedAt?.getTime() ?? null,
        )
      : null,
  };
}

/** How many to-dos a block was planned with, and how many of them are completed. */
type TodoCounts = { planned: number; completed: number };

const countTodos = (statuses: readonly string[]): TodoCounts => ({
  planned: statuses.length,
  completed: statuses.filter((status) => status === 'COMPLETED').length,
});

function summarise(
  block: BlockRow,
  session: SessionRow,
  todoCounts: TodoCounts,
  logs: LogWithTitle[],
  now: Date,
): FocusBlockSummary {
  const seconds = logs.reduce((sum, entry) => sum + logSeconds(entry, block, session, now), 0);
  return {
    id: block.id,
    sessionId: block.sessionId,
    ownerUserId: block.userId,
    startTime: block.startAt.toISOString(),
    endTime: new Date(block.startAt.getTime() + minutesToMs(block.plannedMinutes)).toISOString(),
    endedAt: block.endedAt?.toISOString() ?? null,
    isActive: block.endedAt === null,
    plannedDurationMinutes: block.plannedMinutes,
    actualFocusSeconds: seconds,
    actualFocusMinutes: wholeMinutes(seconds),
    plannedDailyTodoUnitCount: todoCounts.planned,
    completedDailyTodoUnitCount: todoCounts.completed,
    createdAt: block.createdAt.toISOString(),
    updatedAt: block.updatedAt.toISOString(),
    serverTime: now.toISOString(),
  };
}

/** A block's planned to-dos grouped by plan, the plans in the order their first to-do comes. */
function groupsByPlan<T>(todos: readonly T[], planOf: (todo: T) => string): [T, ...T[]][] {
  const groups = new Map<string, [T, ...T[]]>();
  for (const todo of todos) {
    const group = groups.get(planOf(todo));
    if (group) group.push(todo);
    else groups.set(planOf(todo), [todo]);
  }
  return [...groups.values()];
}

function groupByPlan(todos: TodoRow[]): FocusBlock['plannedDailyTodoUnits'] {
  return groupsByPlan(todos, (todo) => todo.studyPlanId).map((group) => ({
    studyPlanId: group[0].studyPlanId,
    studyPlanTitle: group[0].studyPlanTitle,
    dailyTodoUnits: group.map((todo) => ({
      id: todo.id,
      shortTitle: todo.shortTitle,
      title: todo.title,
      status: todo.status,
      contentUnitId: todo.contentUnitId,
      studyPlanId: todo.studyPlanId,
      totalStudySeconds: todo.totalStudySeconds,
      totalStudyMinutes: wholeMinutes(todo.totalStudySeconds),
    })),
  }));
}

const json = JSON.stringify;

/**
 * A planned to-do as the answer's JSON (`BlockTodo`), written straight from its tuple: building objects for
 * a serializer cost more than the read. Ids come from uuid columns and need no escaping.
 */
function plannedTodoJson(todo: BlockTodoTuple): string {
  const [id, status, totalStudySeconds, contentUnitId, studyPlanId, , shortTitle, title] = todo;
  return (
    `{"id":"${id}","shortTitle":${json(shortTitle)},"title":${json(title)},"status":${json(status)},` +
    `"contentUnitId":"${contentUnitId}","studyPlanId":"${studyPlanId}",` +
    `"totalStudySeconds":${totalStudySeconds},"totalStudyMinutes":${wholeMinutes(totalStudySeconds)}}`
  );
}

// Written once per read of the rows: a kept running block (plugins/learner-read-cache.ts) reuses its text.
const plannedGroupsJsonOf = new WeakMap<readonly BlockTodoTuple[], string>();

/** `plannedDailyTodoUnits` as JSON text, from the tuples of `runningBlockWithAccount`. */
function plannedGroupsJson(todos: readonly BlockTodoTuple[]): string {
  let written = plannedGroupsJsonOf.get(todos);
  if (written === undefined) {
    written = writePlannedGroupsJson(todos);
    plannedGroupsJsonOf.set(todos, written);
  }
  return written;
}

function writePlannedGroupsJson(todos: readonly BlockTodoTuple[]): string {
  const groups = groupsByPlan(todos, (todo) => todo[4]).map((group) => {
    const [, , , , studyPlanId, studyPlanTitle] = group[0];
    return (
      `{"studyPlanId":"${studyPlanId}","studyPlanTitle":${json(studyPlanTitle)},` +
      `"dailyTodoUnits":[${group.map(plannedTodoJson).join(',')}]}`
    );
  });
  return `[${groups.join(',')}]`;
}

/** The running block as the block screens show it, as the JSON text of `FocusBlock`. */
export function presentRunningBlockJson(running: RunningBlock, now: Date): string {
  const { block, session, todos, logs } = running;
  const rest = {
    ...summarise(block, session, countTodos(todos.map((todo) => todo[1])), logs, now),
    focusLogs: logs.map((entry) => presentLog(entry, block, session, now)),
  } satisfies Omit<FocusBlock, 'plannedDailyTodoUnits'>;
  // The planned to-dos lead the same object, already JSON.
  return `{"plannedDailyTodoUnits":${plannedGroupsJson(todos)},${json(rest).slice(1)}`;
}

/** A block's planned to-dos and logs, read for a set of blocks at once (queries/focus.ts). */
export type BlockParts = {
  todosOf: (blockId: string) => TodoRow[];
  logsOf: (blockId: string) => LogWithTitle[];
};

/** A block with its session, as the block screens show it. */
export function presentBlock(block: BlockRow, session: SessionRow, parts: BlockParts, now: Date): FocusBlock {
  const todos = parts.todosOf(block.id);
  const logs = parts.logsOf(block.id);
  return {
    ...summarise(block, session, countTodos(todos.map((todo) => todo.status)), logs, now),
    plannedDailyTodoUnits: groupByPlan(todos),
    focusLogs: logs.map((entry) => presentLog(entry, block, session, now)),
  };
}

/** Sessions with their blocks (all of theirs, in `blocks`), as the session screens show them. */
export function presentSessions(
  sessions: readonly SessionRow[],
  blocks: readonly BlockRow[],
  parts: BlockParts,
  now: Date,
): FocusSession[] {
  const { todosOf, logsOf } = parts;
  return sessions.map((session) => {
    const summaries = blocks
      .filter((block) => block.sessionId === session.id)
      .map((block) => {
        const counts = countTodos(todosOf(block.id).map((todo) => todo.status));
        return summarise(block, session, counts, logsOf(block.id), now);
      });
    const todoIds = new Map<string, boolean>();
    for (const block of blocks.filter((item) => item.sessionId === session.id)) {
      for (const todo of todosOf(block.id)) todoIds.set(todo.id, todo.status === 'COMPLETED');
    }
    const seconds = summaries.reduce((sum, block) => sum + block.actualFocusSeconds, 0);
    return {
      id: session.id,
      sessionType: session.sessionType,
      startTime: session.startAt.toISOString(),
      endTime: session.plannedEndAt.toISOString(),
      startClock: clockInZone(session.startAt, session.timezone),
      endClock: clockInZone(session.plannedEndAt, session.timezone),
      endedAt: session.endedAt?.toISOString() ?? null,
      isActive: session.endedAt === null,
      plannedDurationMinutes: minutesBetween(session.startAt.getTime(), session.plannedEndAt.getTime()),
      focusTargetMinutes: session.focusTargetMinutes,
      actualFocusSeconds: seconds,
      actualFocusMinutes: wholeMinutes(seconds),
      totalContentUnits: todoIds.size,
      completedContentUnits: [...todoIds.values()].filter(Boolean).length,
      focusBlocks: summaries,
      createdAt: session.createdAt.toISOString(),
      serverTime: now.toISOString(),
    };
  });
}
