import { eq, sql } from 'drizzle-orm';
import type { VerifiedIdentity } from '@molip/domain/auth';
import type { UpdateProfileBody, UserRole } from '@molip/domain/user';
import type { Database } from '../db/client.ts';
import { uniqueViolationConstraint } from '../db/database-errors.ts';
import { accountStatusColumns, type AccountReadKey } from '../db/account-status-sql.ts';
import { preparedPerDatabase, type StatementName } from '../db/prepared-statements.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

function prepareAccountStatus(db: Database, name: StatementName) {
  return db
    .select(accountStatusColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name('account_status'));
}
const accountStatusQuery = preparedPerDatabase(prepareAccountStatus);

export type AccountStatus = Awaited<ReturnType<ReturnType<typeof prepareAccountStatus>['execute']>>[number];

/**
 * What every authenticated request checks — the account still exists, is enabled, the token's session is not
 * revoked, and whether it passed the service gate (required terms agreed, username set) — the settings that
 * say which day is "today" for the learner and the profile itself, all in one query, so no route reads the
 * account twice.
 */
export async function findAccountStatus(
  db: Database,
  key: AccountReadKey,
  now: Date,
): Promise<AccountStatus | undefined> {
  const [account] = await accountStatusQuery(db).execute({ ...key, now: now.toISOString() });
  return account;
}

/** Rewrites every stored role from the admin list (at start-up): SQL that reads `users.role` agrees with it. */
export async function syncAdminRoles(db: Database, adminEmails: readonly string[]): Promise<void> {
  const listed = sql`lower(${users.email}) = any(${sql.param([...adminEmails])}::text[])`;
  const role = sql`case when ${listed} then 'ADMIN' else 'USER' end`;
  await db
    .update(users)
    .set({ role: sql`${role}` })
    .where(sql`${users.role} <> ${role}`);
}

/** Keeps the stored role in step with the admin list (at a refresh). */
export async function setRole(db: Database, id: string, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

/**
 * Locks the learner's row for the rest of the transaction, so every write of one learner queues behind the
 * last (nothing counts twice); the learner's zone and day start come along for "today".
 */
export async function lockLearner(tx: Database, userId: string) {
  const [user] = await tx
    .select({ id: users.id, timezone: users.timezone, dayStartHour: users.dayStartHour })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Creates or refreshes the user behind an identity, with the role the admin list gives them now. */
export async function upsertUserFromIdentity(
  db: Database,
  identity: VerifiedIdentity,
  options: { role: UserRole; timezone: string; now: Date },
): Promise<UserRow> {
  const fromProvider = {
    email: identity.email,
    emailVerified: identity.emailVerified,
    displayName: identity.displayName,
    photoUrl: identity.photoUrl,
    lastLoginAt: options.now,
    updatedAt: options.now,
  };
  const [user] = await db
    .insert(users)
    .values({
      ...fromProvider,
      issuer: identity.issuer,
      subject: identity.subject,
      role: options.role,
      timezone: options.timezone,
      createdAt: options.now,
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { ...fromProvider, role: options.role },
    })
    .returning();
  if (!user) throw new Error('upsert returned no row');
  return user;
}

export async function updateProfile(db: Database, id: string, changes: UpdateProfileBody, now: Date) {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return user;
}

export type SetUsernameResult = { kind: 'set'; user: UserRow } | { kind: 'taken' } | { kind: 'already-set' };

/** Sets the username once; uniqueness is case-insensitive and enforced by the database index. */
export async function setUsernameOnce(
  db: Database,
  id: string,
  username: string,
  now: Date,
): Promise<SetUsernameResult> {
  try {
    const [user] = await db
      .update(users)
      .set({ username, updatedAt: now })
      .where(sql`${users.id} = ${id} and ${users.username} is null`)
      .returning();
    return user ? { kind: 'set', user } : { kind: 'already-set' };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'taken' };
    throw error;
  }
}

const isUniqueViolation = (error: unknown) => uniqueViolationConstraint(error) !== undefined;

/**
 * Deletes the account and, through the foreign keys, everything that is only the learner's: sessions,
 * agreements, plans, to-dos and focus records. Learning contents they created stay in the shared
 * catalogue without an author, since other learners' plans may use them.
 */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
