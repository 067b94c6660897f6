import { minutesBetween, wholeMinutes } from '@molip/domain/duration';
import { clockInZone } from '@molip/domain/zoned-time';
import {
  creditCutoffMs,
  creditedFocusSeconds,
  focusLogEndReasonOf,
  plannedCreditEndMs,
  type CreditSpan,
} from '@molip/domain/focus-window';
import {
  FREE_FOCUS_TITLE,
  type FocusBlock,
  type FocusBlockSummary,
  type FocusLog,
  type FocusSession,
} from '@molip/domain/focus';
import { creditSpanOf } from '../lib/focus-credit.ts';
import type { BlockRow, BlockTodoRow as TodoRow } from '../repositories/focus-blocks.ts';
import type { BlockLogRow as LogWithTitle } from '../repositories/focus-logs.ts';
import type { SessionRow } from '../repositories/focus-sessions.ts';

/** A log's seconds: stored when closed, else what it has earned so far by the server's clock. */
function logSeconds(entry: LogWithTitle, span: CreditSpan, now: Date): number {
  if (entry.log.endedAt) return entry.log.seconds;
  const cutoff = creditCutoffMs(now.getTime(), span);
  return creditedFocusSeconds(entry.log.startedAt.getTime(), span.blockStartMs, cutoff);
}

function presentLog(entry: LogWithTitle, span: CreditSpan, now: Date): FocusLog {
  const seconds = logSeconds(entry, span, now);
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
          span,
          span.blockEndedMs,
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
  const span = creditSpanOf(block, session);
  const seconds = logs.reduce((sum, entry) => sum + logSeconds(entry, span, now), 0);
  return {
    id: block.id,
    sessionId: block.sessionId,
    ownerUserId: block.userId,
    startTime: block.startAt.toISOString(),
    // The credit window's end: the block's planned end, never past its session's.
    endTime: new Date(plannedCreditEndMs(span)).toISOString(),
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

type PlannedGroups = FocusBlock['plannedDailyTodoUnits'];

// Grouped once per read of the rows, and written as JSON once per grouping: a kept running block
// (plugins/learner-read-cache.ts) is presented on every poll, and its to-dos cost more than the rest.
const plannedGroupsOf = new WeakMap<readonly TodoRow[], PlannedGroups>();
const plannedGroupsJsonOf = new WeakMap<PlannedGroups, string>();

function plannedGroups(todos: readonly TodoRow[]): PlannedGroups {
  let groups = plannedGroupsOf.get(todos);
  if (groups === undefined) {
    groups = groupByPlan(todos);
    plannedGroupsOf.set(todos, groups);
  }
  return groups;
}

/** A block's planned to-dos grouped by plan, the plans in the order their first to-do comes. */
function groupByPlan(todos: readonly TodoRow[]): PlannedGroups {
  const groups = new Map<string, [TodoRow, ...TodoRow[]]>();
  for (const todo of todos) {
    const group = groups.get(todo.studyPlanId);
    if (group) group.push(todo);
    else groups.set(todo.studyPlanId, [todo]);
  }
  return [...groups.values()].map((group) => ({
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

/** A block's planned to-dos and logs, read for a set of blocks at once (queries/focus.ts). */
export type BlockParts = {
  todosOf: (blockId: string) => TodoRow[];
  logsOf: (blockId: string) => LogWithTitle[];
};

/** A block with its session, as the block screens show it. */
export function presentBlock(block: BlockRow, session: SessionRow, parts: BlockParts, now: Date): FocusBlock {
  const todos = parts.todosOf(block.id);
  const logs = parts.logsOf(block.id);
  const span = creditSpanOf(block, session);
  return {
    ...summarise(block, session, countTodos(todos.map((todo) => todo.status)), logs, now),
    plannedDailyTodoUnits: plannedGroups(todos),
    focusLogs: logs.map((entry) => presentLog(entry, span, now)),
  };
}

/** A presented block as the JSON text of `FocusBlock`: its planned to-dos lead, written once per grouping. */
export function focusBlockJson(block: FocusBlock): string {
  const { plannedDailyTodoUnits, ...rest } = block;
  let planned = plannedGroupsJsonOf.get(plannedDailyTodoUnits);
  if (planned === undefined) {
    planned = JSON.stringify(plannedDailyTodoUnits);
    plannedGroupsJsonOf.set(plannedDailyTodoUnits, planned);
  }
  return `{"plannedDailyTodoUnits":${planned},${JSON.stringify(rest).slice(1)}`;
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
