import { and, eq, isNull, sql } from 'drizzle-orm';
import { hasReachedPlannedEnd } from '@molip/domain/focus-window';
import { accountStatusColumns, type AccountReadKey } from '../db/account-status-sql.ts';
import type { Database } from '../db/client.ts';
import { readVersionColumns, type FreshLearnerRead } from '../db/learner-read-head.ts';
import { preparedPerDatabase, type StatementName } from '../db/prepared-statements.ts';
import {
  contentUnits,
  dailyTodoUnits,
  focusBlocks,
  focusBlockTodos,
  focusLogs,
  focusSessions,
  studyPlans,
  users,
} from '../db/schema.ts';
import { focusBlockJson, presentBlock } from '../presenters/focus.ts';
import type { BlockRow, BlockTodoRow } from '../repositories/focus-blocks.ts';
import type { BlockLogRow, LogRow } from '../repositories/focus-logs.ts';
import type { SessionRow } from '../repositories/focus-sessions.ts';

/** A planned to-do as `json_build_array` writes it: positions, not keys, to keep it short. */
type BlockTodoTuple = [
  id: string,
  status: BlockTodoRow['status'],
  totalStudySeconds: number,
  contentUnitId: string,
  studyPlanId: string,
  studyPlanTitle: string,
  shortTitle: string,
  title: string,
];

/** A log as `json_build_array` writes it, its timestamps as ISO text; a free log has no to-do, so no title. */
type BlockLogTuple = [
  id: string,
  dailyTodoUnitId: string | null,
  startedAt: string,
  endedAt: string | null,
  seconds: number,
  completedTodo: boolean,
  title: string | null,
];

const todoFromTuple = (block: BlockRow, entry: BlockTodoTuple): BlockTodoRow => {
  const [id, status, totalStudySeconds, contentUnitId, studyPlanId, studyPlanTitle, shortTitle, title] =
    entry;
  const todo = { blockId: block.id, id, status, totalStudySeconds, contentUnitId, studyPlanId };
  return { ...todo, studyPlanTitle, shortTitle, title };
};

const logFromTuple = (block: BlockRow, entry: BlockLogTuple): BlockLogRow => {
  const [id, dailyTodoUnitId, startedAt, endedAt, seconds, completedTodo, title] = entry;
  const log = {
    id,
    blockId: block.id,
    userId: block.userId,
    dailyTodoUnitId,
    startedAt: new Date(startedAt),
    endedAt: endedAt === null ? null : new Date(endedAt),
    seconds,
    completedTodo,
  } satisfies LogRow;
  return { log, title };
};

// The same rows and order as blockTodoRows and blockLogRows, aggregated beside the block they belong to.
const runningBlockTodos = sql<BlockTodoTuple[]>`coalesce((
  select json_agg(json_build_array(
    ${dailyTodoUnits.id}, ${dailyTodoUnits.status}, ${dailyTodoUnits.totalStudySeconds},
    ${dailyTodoUnits.contentUnitId}, ${dailyTodoUnits.studyPlanId}, ${studyPlans.title},
    ${contentUnits.shortTitle}, ${contentUnits.title}
  ) order by ${studyPlans.createdAt}, ${contentUnits.position})
  from ${focusBlockTodos}
  join ${dailyTodoUnits} on ${dailyTodoUnits.id} = ${focusBlockTodos.dailyTodoUnitId}
  join ${contentUnits} on ${contentUnits.id} = ${dailyTodoUnits.contentUnitId}
  join ${studyPlans} on ${studyPlans.id} = ${dailyTodoUnits.studyPlanId}
  where ${focusBlockTodos.blockId} = ${focusBlocks.id}
), '[]')`;

const runningBlockLogs = sql<BlockLogTuple[]>`coalesce((
  select json_agg(json_build_array(
    ${focusLogs.id}, ${focusLogs.dailyTodoUnitId}, ${focusLogs.startedAt}, ${focusLogs.endedAt},
    ${focusLogs.seconds}, ${focusLogs.completedTodo}, ${contentUnits.title}
  ) order by ${focusLogs.startedAt})
  from ${focusLogs}
  left join ${dailyTodoUnits} on ${dailyTodoUnits.id} = ${focusLogs.dailyTodoUnitId}
  left join ${contentUnits} on ${contentUnits.id} = ${dailyTodoUnits.contentUnitId}
  where ${focusLogs.blockId} = ${focusBlocks.id}
), '[]')`;

function prepareRunningBlockWithAccount(db: Database, name: StatementName) {
  return db
    .select({
      account: accountStatusColumns,
      ...readVersionColumns,
      block: focusBlocks,
      session: focusSessions,
      todos: runningBlockTodos,
      logs: runningBlockLogs,
    })
    .from(users)
    .leftJoin(focusBlocks, and(eq(focusBlocks.userId, users.id), isNull(focusBlocks.endedAt)))
    .leftJoin(focusSessions, eq(focusSessions.id, focusBlocks.sessionId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name('running_focus_block_with_account'));
}
const runningBlockQuery = preparedPerDatabase(prepareRunningBlockWithAccount);

/** The running block read by `readRunningBlockWithAccount`: its session, planned to-dos and logs. */
export type RunningBlock = {
  block: BlockRow;
  session: SessionRow;
  todos: BlockTodoRow[];
  logs: BlockLogRow[];
};

/**
 * The learner's account as the authentication hook reads it, their read version, and their running block (if
 * any) with its session, its planned to-dos and its logs, in one prepared statement: the current-block screen
 * polls it, and reads in turn cost more than the block itself. Nothing when the account is gone.
 */
export async function readRunningBlockWithAccount(
  db: Database,
  key: AccountReadKey,
  now: Date,
): Promise<FreshLearnerRead<RunningBlock | undefined> | undefined> {
  const [row] = await runningBlockQuery(db).execute({ ...key, now: now.toISOString() });
  if (!row) return undefined;
  const { account, readVersion, today, block, session } = row;
  const value: RunningBlock | undefined =
    block && session
      ? {
          block,
          session,
          todos: row.todos.map((entry) => todoFromTuple(block, entry)),
          logs: row.logs.map((entry) => logFromTuple(block, entry)),
        }
      : undefined;
  return { account, readVersion, today, value };
}

/**
 * The learner's current block as the JSON text of `FocusBlock` straight from the running block read with the
 * account, when it needs nothing more: a running block in the learner's one running session, before its
 * planned end. Undefined otherwise: then the route settles and reads `readCurrentBlockJson`.
 */
export function runningBlockJson(running: RunningBlock | undefined, now: Date): string | undefined {
  if (!running) return undefined;
  const { block, session, todos, logs } = running;
  if (session.endedAt !== null || hasReachedPlannedEnd(session.plannedEndAt.getTime(), now.getTime()))
    return undefined;
  return focusBlockJson(presentBlock(block, session, { todosOf: () => todos, logsOf: () => logs }, now));
}
