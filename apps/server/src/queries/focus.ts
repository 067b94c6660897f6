import { focusMessages } from '@molip/domain/focus';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import { settleLearner } from '../commands/with-learner.ts';
import { presentBlock, presentRunningBlockJson, presentSession, presentSessions } from '../presenters/focus.ts';
import {
  activeBlock,
  activeSession,
  findOwnBlock,
  findOwnSession,
  findSession,
  listBlocks,
  listSessions,
  pastPlannedEnd,
  type BlockRow,
  type RunningBlock,
} from '../repositories/focus.ts';

// Every read first ends a session that ran past its planned end, so no screen shows one that should have ended.

export async function readSessionStatus(db: Database, userId: string, now: Date) {
  await settleLearner(db, userId, now);
  const session = await activeSession(db, userId);
  return { hasActive: session !== undefined, id: session?.id ?? null };
}

export async function readCurrentSession(db: Database, userId: string, now: Date) {
  await settleLearner(db, userId, now);
  const session = await activeSession(db, userId);
  if (!session) throw notFound(focusMessages.noActiveSession);
  return presentSession(db, session, now);
}

export async function readSession(db: Database, userId: string, sessionId: string, now: Date) {
  await settleLearner(db, userId, now);
  const session = await findOwnSession(db, userId, sessionId);
  if (!session) throw notFound(focusMessages.sessionNotFound);
  return presentSession(db, session, now);
}

export async function readSessionPage(
  db: Database,
  userId: string,
  query: { limit: number; offset: number; status?: 'ACTIVE' | 'COMPLETED' | undefined },
  now: Date,
) {
  await settleLearner(db, userId, now);
  const { rows, total } = await listSessions(db, userId, query);
  return {
    focusSessions: await presentSessions(db, rows, now),
    pagination: {
      total,
      limit: query.limit,
      offset: query.offset,
      hasMore: query.offset + rows.length < total,
    },
  };
}

export async function readBlockStatus(db: Database, userId: string, now: Date) {
  await settleLearner(db, userId, now);
  const block = await activeBlock(db, userId);
  return { hasActive: block !== undefined, id: block?.id ?? null };
}

async function presentWithSession(db: Database, block: BlockRow, now: Date) {
  const session = await findSession(db, block.sessionId);
  if (!session) throw notFound(focusMessages.sessionNotFound);
  return presentBlock(db, block, session, now);
}

/**
 * The learner's current block as the JSON text of `FocusBlock`, from the running block as read by
 * `runningBlockWithAccount` when it needs nothing more: a running block in the learner's one running session,
 * before its planned end, so there is nothing to settle. Anything else takes the general path.
 */
export async function currentBlockJson(
  db: Database,
  userId: string,
  running: RunningBlock | undefined,
  now: Date,
): Promise<string> {
  if (running && running.session.endedAt === null && !pastPlannedEnd(running.session, now)) {
    return presentRunningBlockJson(running, now);
  }
  await settleLearner(db, userId, now);
  const block = await activeBlock(db, userId);
  if (!block) throw notFound(focusMessages.noActiveBlock);
  return JSON.stringify(await presentWithSession(db, block, now));
}

export async function readBlock(db: Database, userId: string, blockId: string, now: Date) {
  await settleLearner(db, userId, now);
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
  await settleLearner(db, userId, now);
  const blocks = await listBlocks(db, userId, filter);
  return Promise.all(blocks.map((block) => presentWithSession(db, block, now)));
}
