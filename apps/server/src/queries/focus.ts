import { focusMessages } from '@molip/domain/focus';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import { focusBlockJson, presentBlock, presentSessions, type BlockParts } from '../presenters/focus.ts';
import {
  activeBlock,
  blocksOfSessions,
  blockTodoRows,
  findOwnBlock,
  listBlocks,
  type BlockRow,
} from '../repositories/focus-blocks.ts';
import { blockLogRows } from '../repositories/focus-logs.ts';
import {
  activeSession,
  findOwnSession,
  findSession,
  listSessions,
  type SessionRow,
} from '../repositories/focus-sessions.ts';

// Reads write nothing: a route ends a session that ran past its planned end first (commands/with-learner.ts
// `afterSettling`), so no screen shows one that should have ended.

async function blockParts(db: Database, blocks: readonly BlockRow[]): Promise<BlockParts> {
  const ids = blocks.map((block) => block.id);
  const [todos, logs] = await Promise.all([blockTodoRows(db, ids), blockLogRows(db, ids)]);
  return {
    todosOf: (id: string) => todos.filter((todo) => todo.blockId === id),
    logsOf: (id: string) => logs.filter((entry) => entry.log.blockId === id),
  };
}

/** A block with its session, as the block screens show it. */
export async function blockView(db: Database, block: BlockRow, session: SessionRow, now: Date) {
  return presentBlock(block, session, await blockParts(db, [block]), now);
}

/** Sessions as the session screens show them, with their blocks read at once. */
async function sessionViews(db: Database, sessions: readonly SessionRow[], now: Date) {
  if (sessions.length === 0) return [];
  const blocks = await blocksOfSessions(
    db,
    sessions.map((session) => session.id),
  );
  return presentSessions(sessions, blocks, await blockParts(db, blocks), now);
}

export async function sessionView(db: Database, session: SessionRow, now: Date) {
  const [view] = await sessionViews(db, [session], now);
  if (!view) throw new Error('a session presented to nothing');
  return view;
}

export async function readSessionStatus(db: Database, userId: string) {
  const session = await activeSession(db, userId);
  return { hasActive: session !== undefined, id: session?.id ?? null };
}

export async function readCurrentSession(db: Database, userId: string, now: Date) {
  const session = await activeSession(db, userId);
  if (!session) throw notFound(focusMessages.noActiveSession);
  return sessionView(db, session, now);
}

export async function readSession(db: Database, userId: string, sessionId: string, now: Date) {
  const session = await findOwnSession(db, userId, sessionId);
  if (!session) throw notFound(focusMessages.sessionNotFound);
  return sessionView(db, session, now);
}

export async function readSessionPage(
  db: Database,
  userId: string,
  query: { limit: number; offset: number; status?: 'ACTIVE' | 'COMPLETED' | undefined },
  now: Date,
) {
  const { rows, total } = await listSessions(db, userId, query);
  return {
    focusSessions: await sessionViews(db, rows, now),
    pagination: {
      total,
      limit: query.limit,
      offset: query.offset,
      hasMore: query.offset + rows.length < total,
    },
  };
}

export async function readBlockStatus(db: Database, userId: string) {
  const block = await activeBlock(db, userId);
  return { hasActive: block !== undefined, id: block?.id ?? null };
}

async function presentWithSession(db: Database, block: BlockRow, now: Date) {
  const session = await findSession(db, block.sessionId);
  if (!session) throw notFound(focusMessages.sessionNotFound);
  return blockView(db, block, session, now);
}

/** The learner's current block as the JSON text of `FocusBlock`, read in full. */
export async function readCurrentBlockJson(db: Database, userId: string, now: Date): Promise<string> {
  const block = await activeBlock(db, userId);
  if (!block) throw notFound(focusMessages.noActiveBlock);
  return focusBlockJson(await presentWithSession(db, block, now));
}

export async function readBlock(db: Database, userId: string, blockId: string, now: Date) {
  const block = await findOwnBlock(db, userId, blockId);
  if (!block) throw notFound(focusMessages.blockNotFound);
  return presentWithSession(db, block, now);
}

export async function readBlocks(
  db: Database,
  userId: string,
  filter: { sessionId?: string | undefined; inProgress: boolean },
  now: Date,
) {
  const blocks = await listBlocks(db, userId, filter);
  return Promise.all(blocks.map((block) => presentWithSession(db, block, now)));
}
