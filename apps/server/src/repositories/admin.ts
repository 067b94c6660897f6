import { and, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@molip/domain/admin';
import type { TermsType } from '@molip/domain/terms';
import type { Database } from '../db/client.ts';
import { outerUserId } from '../db/outer-user-sql.ts';
import { instant, studyDayOf } from '../db/study-day-sql.ts';
import {
  adminAuditLog,
  dailyTodoUnits,
  focusLogs,
  focusSessions,
  refreshTokens,
  studyPlans,
  terms,
  userAgreements,
  users,
} from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** "The last 7 days" of the overview's sign-ups and plans: the seven days before now. */
export const weekBefore = (now: Date) => new Date(now.getTime() - 7 * 86_400_000);

/** The admin's own study day of an instant: the overview's days are theirs. */
export type AdminZone = { timezone: string; dayStartHour: number };

export async function countUsersSince(db: Database, since: Date) {
  const [row] = await db
    .select({
      total: count(),
      recent: sql<number>`(count(*) filter (where ${users.createdAt} >= ${instant(since)}))::int`,
    })
    .from(users);
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

/**
 * Distinct learners per day (in the admin's zone) who focused, completed a to-do or opened the app (a
 * sign-in or token refresh), from `since`.
 */
export async function activeUsersByDay(db: Database, zone: AdminZone, since: Date) {
  const activity = unionAll(
    db
      .select({ userId: focusLogs.userId, at: focusLogs.startedAt })
      .from(focusLogs)
      .where(gte(focusLogs.startedAt, since)),
    db
      .select({ userId: dailyTodoUnits.userId, at: sql<Date>`${dailyTodoUnits.completedAt}`.as('at') })
      .from(dailyTodoUnits)
      .where(gte(dailyTodoUnits.completedAt, since)),
    db
      .select({ userId: refreshTokens.userId, at: refreshTokens.createdAt })
      .from(refreshTokens)
      .where(gte(refreshTokens.createdAt, since)),
  ).as('activity');
  const day = studyDayOf(activity.at, zone);
  return (
    db
      .select({ day, count: sql<number>`count(distinct ${activity.userId})::int` })
      .from(activity)
      // By position: Drizzle names the column differently in the select list and in a GROUP BY.
      .groupBy(sql`1`)
  );
}

export async function countActiveSessions(db: Database, now: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(focusSessions)
    .where(and(isNull(focusSessions.endedAt), sql`${focusSessions.plannedEndAt} > ${instant(now)}`));
  return row?.value ?? 0;
}

export async function countPlansSince(db: Database, since: Date) {
  const [row] = await db.select({ value: count() }).from(studyPlans).where(gte(studyPlans.createdAt, since));
  return row?.value ?? 0;
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The user's figures the admin list reads here: plans made, and when they confirmed being 만 14세 or older
 * (the newest confirmation they still stand by).
 */
const userFigureColumns = {
  ageConfirmedAt: sql<Date | null>`(select max(${userAgreements.agreedAt}) from ${userAgreements}
    join ${terms} on ${terms.id} = ${userAgreements.termsId}
    where ${userAgreements.userId} = ${outerUserId} and ${userAgreements.agreed}
      and ${terms.type} = 'AGE_CONFIRMATION')`.mapWith((value: string | Date | null) =>
    value === null ? null : new Date(value),
  ),
  planCount: sql<number>`(select count(*) from ${studyPlans} where ${studyPlans.userId} = ${outerUserId})::int`,
};

export async function findUserWithFigures(db: Database, id: string) {
  const [row] = await db
    .select({ user: users, ...userFigureColumns })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** A page of users matching `query` (e-mail, username or name), the most recently active first. */
export async function searchUsers(
  db: Database,
  search: { query?: string | undefined; limit: number; offset: number },
) {
  const pattern = search.query ? likePattern(search.query) : null;
  const where: SQL | undefined = pattern
    ? or(ilike(users.email, pattern), ilike(users.username, pattern), ilike(users.displayName, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, ...userFigureColumns })
      .from(users)
      .where(where)
      .orderBy(sql`${users.lastLoginAt} desc nulls last`, desc(users.createdAt), users.id)
      .limit(search.limit)
      .offset(search.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Locks the user's row for the rest of the transaction, so two admins' changes queue. */
export async function lockUser(tx: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

/** Every terms version with how many learners agreed to it, the latest of each type first. */
export async function termsVersions(db: Database) {
  return db
    .select({
      id: terms.id,
      type: terms.type,
      version: terms.version,
      title: terms.title,
      isRequired: terms.isRequired,
      publishedAt: terms.publishedAt,
      agreedCount: sql<number>`(select count(*) from ${userAgreements}
        where ${userAgreements.termsId} = ${terms.id} and ${userAgreements.agreed})::int`,
    })
    .from(terms)
    .orderBy(terms.type, desc(terms.version));
}

/** The latest version of a type, with its row locked so two publications of one type queue. */
export async function lockLatestTerms(tx: Database, type: TermsType) {
  const [latest] = await tx
    .select()
    .from(terms)
    .where(eq(terms.type, type))
    .orderBy(desc(terms.version))
    .limit(1)
    .for('update');
  return latest;
}

export async function insertTermsVersion(tx: Database, values: typeof terms.$inferInsert) {
  const [row] = await tx.insert(terms).values(values).returning();
  if (!row) throw new Error('terms insert returned nothing');
  return row;
}

/** People by id only: an e-mail copied here would outlive the account's deletion. */
export type AuditRecord = {
  action: AuditAction;
  actorId: string;
  targetUserId?: string | undefined;
  termsId?: number | undefined;
  reason?: string | null | undefined;
  at: Date;
};

export async function insertAudit(tx: Database, record: AuditRecord) {
  await tx.insert(adminAuditLog).values({
    action: record.action,
    actorId: record.actorId,
    targetUserId: record.targetUserId ?? null,
    termsId: record.termsId ?? null,
    reason: record.reason ?? null,
    createdAt: record.at,
  });
}

const actors = alias(users, 'actors');
const targets = alias(users, 'targets');

/** A page of the trail with the e-mails of the accounts that still exist (null once one is deleted). */
export async function auditPage(db: Database, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: adminAuditLog,
        actorEmail: actors.email,
        targetEmail: targets.email,
        termsType: terms.type,
        termsVersion: terms.version,
      })
      .from(adminAuditLog)
      .leftJoin(actors, eq(actors.id, adminAuditLog.actorId))
      .leftJoin(targets, eq(targets.id, adminAuditLog.targetUserId))
      .leftJoin(terms, eq(terms.id, adminAuditLog.termsId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(adminAuditLog),
  ]);
  return { rows, total: total?.value ?? 0 };
}
