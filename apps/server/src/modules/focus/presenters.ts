import { minutesBetween, minutesToMs, wholeMinutes } from '@molip/domain/duration';
import { clockInZone } from '@molip/domain/zoned-time';
import {
  FREE_FOCUS_TITLE,
  type FocusBlock,
  type FocusBlockSummary,
  type FocusLog,
  type FocusSession,
} from '@molip/domain/focus';
import type { Database } from '../../db/client.ts';
import {
  blockLogRows,
  blocksOfSessions,
  blockTodoRows,
  creditedSeconds,
  focusCutoff,
  type BlockLogRow as LogWithTitle,
  type BlockRow,
  type BlockTodoRow as TodoRow,
  type SessionRow,
} from './repository.ts';

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
  };
}

function summarise(
  block: BlockRow,
  session: SessionRow,
  todos: TodoRow[],
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
    plannedDailyTodoUnitCount: todos.length,
    completedDailyTodoUnitCount: todos.filter((todo) => todo.status === 'COMPLETED').length,
    createdAt: block.createdAt.toISOString(),
    updatedAt: block.updatedAt.toISOString(),
    serverTime: now.toISOString(),
  };
}

function groupByPlan(todos: TodoRow[]): FocusBlock['plannedDailyTodoUnits'] {
  const groups = new Map<string, FocusBlock['plannedDailyTodoUnits'][number]>();
  for (const todo of todos) {
    let group = groups.get(todo.studyPlanId);
    if (!group) {
      group = { studyPlanId: todo.studyPlanId, studyPlanTitle: todo.studyPlanTitle, dailyTodoUnits: [] };
      groups.set(todo.studyPlanId, group);
    }
    group.dailyTodoUnits.push({
      id: todo.id,
      shortTitle: todo.shortTitle,
      title: todo.title,
      status: todo.status,
      contentUnitId: todo.contentUnitId,
      studyPlanId: todo.studyPlanId,
      totalStudySeconds: todo.totalStudySeconds,
      totalStudyMinutes: wholeMinutes(todo.totalStudySeconds),
    });
  }
  return [...groups.values()];
}

async function blockParts(db: Database, blocks: readonly BlockRow[]) {
  const ids = blocks.map((block) => block.id);
  const [todos, logs] = await Promise.all([blockTodoRows(db, ids), blockLogRows(db, ids)]);
  return {
    todosOf: (id: string) => todos.filter((todo) => todo.blockId === id),
    logsOf: (id: string) => logs.filter((entry) => entry.log.blockId === id),
  };
}

/** A block with its session, its planned to-dos and its logs already read, as the block screens show it. */
export function presentBlockWithParts(
  parts: { block: BlockRow; session: SessionRow; todos: TodoRow[]; logs: LogWithTitle[] },
  now: Date,
): FocusBlock {
  const { block, session, todos, logs } = parts;
  return {
    ...summarise(block, session, todos, logs, now),
    plannedDailyTodoUnits: groupByPlan(todos),
    focusLogs: logs.map((entry) => presentLog(entry, block, session, now)),
  };
}

/** A block with its session, as the block screens show it. */
export async function presentBlock(
  db: Database,
  block: BlockRow,
  session: SessionRow,
  now: Date,
): Promise<FocusBlock> {
  const { todosOf, logsOf } = await blockParts(db, [block]);
  return presentBlockWithParts({ block, session, todos: todosOf(block.id), logs: logsOf(block.id) }, now);
}

export async function presentSessions(
  db: Database,
  sessions: readonly SessionRow[],
  now: Date,
): Promise<FocusSession[]> {
  if (sessions.length === 0) return [];
  const blocks = await blocksOfSessions(
    db,
    sessions.map((session) => session.id),
  );
  const { todosOf, logsOf } = await blockParts(db, blocks);
  return sessions.map((session) => {
    const summaries = blocks
      .filter((block) => block.sessionId === session.id)
      .map((block) => summarise(block, session, todosOf(block.id), logsOf(block.id), now));
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

export async function presentSession(db: Database, session: SessionRow, now: Date): Promise<FocusSession> {
  const [presented] = await presentSessions(db, [session], now);
  if (!presented) throw new Error('a session presented to nothing');
  return presented;
}
