import { and, count, desc, eq, gt, isNotNull, isNull, min } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { focusSessions } from '../db/schema.ts';
import type { RecentWrites } from '../lib/write-quota.ts';

/** The only writer of `focus_sessions`: a session is started, changed and ended here. */

export type SessionRow = typeof focusSessions.$inferSelect;

export async function activeSession(db: Database, userId: string): Promise<SessionRow | undefined> {
  const [session] = await db
    .select()
    .from(focusSessions)
    .where(and(eq(focusSessions.userId, userId), isNull(focusSessions.endedAt)));
  return session;
}

export async function findOwnSession(db: Database, userId: string, id: string) {
  const [session] = await db
    .select()
    .from(focusSessions)
    .where(and(eq(focusSessions.id, id), eq(focusSessions.userId, userId)));
  return session;
}

export async function findSession(db: Database, id: string) {
  const [session] = await db.select().from(focusSessions).where(eq(focusSessions.id, id));
  return session;
}

/** The learner's most recent session, ended or not. */
export async function latestSession(db: Database, userId: string) {
  const [session] = await db
    .select()
    .from(focusSessions)
    .where(eq(focusSessions.userId, userId))
    .orderBy(desc(focusSessions.startAt))
    .limit(1);
  return session;
}

export async function listSessions(
  db: Database,
  userId: string,
  query: { limit: number; offset: number; status?: 'ACTIVE' | 'COMPLETED' | undefined },
) {
  const where = and(
    eq(focusSessions.userId, userId),
    query.status === 'ACTIVE'
      ? isNull(focusSessions.endedAt)
      : query.status === 'COMPLETED'
        ? isNotNull(focusSessions.endedAt)
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(focusSessions)
      .where(where)
      .orderBy(desc(focusSessions.startAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(focusSessions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The sessions `userId` started after `since` (by hand or by a quick start), for the hourly quota. */
export async function sessionsCreatedSince(db: Database, userId: string, since: Date): Promise<RecentWrites> {
  const [row] = await db
    .select({ count: count(), oldest: min(focusSessions.createdAt) })
    .from(focusSessions)
    .where(and(eq(focusSessions.userId, userId), gt(focusSessions.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function insertSession(db: Database, values: typeof focusSessions.$inferInsert) {
  const [session] = await db.insert(focusSessions).values(values).returning();
  if (!session) throw new Error('session insert returned nothing');
  return session;
}

export async function updateSessionFields(
  db: Database,
  id: string,
  changes: { sessionType?: string; focusTargetMinutes?: number },
  now: Date,
) {
  const [updated] = await db
    .update(focusSessions)
    .set({ ...changes, updatedAt: now })
    .where(eq(focusSessions.id, id))
    .returning();
  return updated;
}

/** Ends a session at `at`, once. */
export async function endSessionRow(tx: Database, sessionId: string, at: Date, now: Date) {
  await tx
    .update(focusSessions)
    .set({ endedAt: at, updatedAt: now })
    .where(and(eq(focusSessions.id, sessionId), isNull(focusSessions.endedAt)));
}
