import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { ADMIN_ACTIVE_SERIES_DAYS } from '@molip/domain/admin';
import type { Database } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';
import { STUDY_DAY_REACH_MS } from '../db/study-day-sql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REFRESH_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
export const REFRESH_IDLE_LIFETIME_MS = 14 * DAY_MS;
/**
 * Two tabs (or a retried request) may present the same token within moments of each other. Inside this
 * window a just-rotated token still yields an access token — without a new refresh token — instead of
 * being treated as theft, so nobody is logged out spuriously.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;
/**
 * A token row is deleted this long after it was made: its family has ended (a family lives at most the
 * absolute lifetime from its first token) and the admin's series of active learners, which counts sign-ins
 * and refreshes, no longer reaches it. So the table holds about a month of sign-ins and refreshes.
 */
export const REFRESH_TOKEN_KEPT_MS =
  Math.max(REFRESH_ABSOLUTE_LIFETIME_MS, ADMIN_ACTIVE_SERIES_DAYS * DAY_MS) + STUDY_DAY_REACH_MS;
/** Rows one prune statement deletes, so a backlog never holds one long lock. */
const PRUNE_BATCH = 1000;

export type IssuedRefreshToken = { token: string; expiresAt: Date };

/** `sessionId`: the refresh token an access token minted now names (`sid`), revoked with its family at logout. */
export type RotationResult =
  | { kind: 'rotated'; userId: string; sessionId: string; next: IssuedRefreshToken }
  | { kind: 'concurrent'; userId: string; sessionId: string }
  | { kind: 'reused' }
  /** Unknown, revoked or expired; `userId` names the owner of a token we issued. */
  | { kind: 'invalid'; userId?: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export async function issueRefreshToken(
  db: Database,
  userId: string,
  now: Date,
): Promise<IssuedRefreshToken> {
  const token = newToken();
  const familyExpiresAt = new Date(now.getTime() + REFRESH_ABSOLUTE_LIFETIME_MS);
  const expiresAt = new Date(now.getTime() + REFRESH_IDLE_LIFETIME_MS);
  await db.insert(refreshTokens).values({
    userId,
    familyId: randomUUID(),
    tokenHash: hashToken(token),
    expiresAt,
    familyExpiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/** Exchanges a refresh token for its successor atomically; a replay outside the grace window revokes the family. */
export async function rotateRefreshToken(db: Database, token: string, now: Date): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row) return { kind: 'invalid' };
    if (row.revokedAt || row.expiresAt <= now || row.familyExpiresAt <= now) {
      return { kind: 'invalid', userId: row.userId };
    }
    if (row.rotatedAt) {
      if (now.getTime() - row.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
        return { kind: 'concurrent', userId: row.userId, sessionId: row.id };
      }
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reused' };
    }
    const next = newToken();
    const idleExpiry = now.getTime() + REFRESH_IDLE_LIFETIME_MS;
    const expiresAt = new Date(Math.min(idleExpiry, row.familyExpiresAt.getTime()));
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
    const [successor] = await tx
      .insert(refreshTokens)
      .values({
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: hashToken(next),
        expiresAt,
        familyExpiresAt: row.familyExpiresAt,
        createdAt: now,
      })
      .returning({ id: refreshTokens.id });
    if (!successor) throw new Error('refresh token insert returned nothing');
    return { kind: 'rotated', userId: row.userId, sessionId: successor.id, next: { token: next, expiresAt } };
  });
}

/**
 * Logout: revokes every token of the presented token's family, so the access tokens minted from any of them
 * are refused from the next request on. Unknown tokens are ignored.
 */
export async function revokeFamilyOf(db: Database, token: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Deletes the tokens made longer ago than they are kept, a batch at a time; returns how many went. */
export async function pruneSpentRefreshTokens(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REFRESH_TOKEN_KEPT_MS);
  let pruned = 0;
  for (;;) {
    const spent = db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(lt(refreshTokens.createdAt, cutoff))
      .limit(PRUNE_BATCH);
    const deleted = await db
      .delete(refreshTokens)
      .where(sql`${refreshTokens.id} in (${spent})`)
      .returning({ id: refreshTokens.id });
    pruned += deleted.length;
    if (deleted.length < PRUNE_BATCH) return pruned;
  }
}
