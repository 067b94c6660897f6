import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/** How long a kept answer is replayed; a key older than this starts afresh and is pruned. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A first request that left no answer this long ago died with its process: a retry may run again. */
const ABANDONED_AFTER_MS = 60 * 1000;
/** Rows one prune statement deletes, so a backlog never holds one long lock. */
const PRUNE_BATCH = 1000;

export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; body: string | null }
  | { kind: 'in-progress' }
  | { kind: 'other-request' };

/** Claims `key` for this request, or says what an earlier request with it became. */
export async function claimIdempotencyKey(
  db: Database,
  claim: { userId: string; key: string; route: string; fingerprint: string; now: Date },
): Promise<KeyClaim> {
  const { userId, key, route, fingerprint, now } = claim;
  const stale = or(
    lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)),
    and(
      isNull(idempotencyKeys.statusCode),
      lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
    ),
  );
  // One statement: insert, or take over a row that expired or was abandoned.
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, fingerprint, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { route, fingerprint, statusCode: null, responseBody: null, createdAt: now },
      setWhere: stale,
    })
    .returning({ createdAt: idempotencyKeys.createdAt });
  if (claimed) return { kind: 'claimed' };
  const [earlier] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Released by a failing first request between the two statements: the client may simply retry.
  if (!earlier) return { kind: 'in-progress' };
  // A key kept before fingerprints existed is compared by its route alone.
  const sameRequest = earlier.route === route && (earlier.fingerprint ?? fingerprint) === fingerprint;
  if (!sameRequest) return { kind: 'other-request' };
  if (earlier.statusCode === null) return { kind: 'in-progress' };
  return { kind: 'replay', statusCode: earlier.statusCode, body: earlier.responseBody };
}

/** Keeps the answer to replay for retries with the same key. */
export async function keepIdempotentAnswer(
  db: Database,
  owner: { userId: string; key: string },
  answer: { statusCode: number; body: string | null },
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key)));
}

/** Lets a retry run again after an answer that is not kept (an error). */
export async function releaseIdempotencyKey(db: Database, owner: { userId: string; key: string }) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, owner.userId),
        eq(idempotencyKeys.key, owner.key),
        sql`${idempotencyKeys.statusCode} is null`,
      ),
    );
}

/** Deletes every learner's keys past their lifetime, a batch at a time; returns how many went. */
export async function pruneExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
  let pruned = 0;
  for (;;) {
    const expired = db
      .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .limit(PRUNE_BATCH);
    const deleted = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (${expired})`)
      .returning({ key: idempotencyKeys.key });
    pruned += deleted.length;
    if (deleted.length < PRUNE_BATCH) return pruned;
  }
}
