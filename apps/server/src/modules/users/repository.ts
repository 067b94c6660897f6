import { eq, sql } from 'drizzle-orm';
import type { VerifiedIdentity } from '@molip/domain/auth';
import type { UpdateProfileBody } from '@molip/domain/user';
import type { Database } from '../../db/client.ts';
import { uniqueViolationConstraint } from '../../db/database-errors.ts';
import { accountStatusColumns } from '../../db/account-status-sql.ts';
import { preparedPerDatabase } from '../../db/prepared-statements.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

function prepareAccountStatus(db: Database) {
  return db
    .select(accountStatusColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('account_status');
}
const accountStatusQuery = preparedPerDatabase(prepareAccountStatus);

export type AccountStatus = Awaited<ReturnType<ReturnType<typeof prepareAccountStatus>['execute']>>[number];

/**
 * What every authenticated request checks — the account still exists, is enabled, its current role, and
 * whether it passed the service gate (required terms agreed, username set) — the settings that say which
 * day is "today" for the learner and the profile itself, all in one query, so no route reads the account twice.
 */
export async function findAccountStatus(db: Database, id: string): Promise<AccountStatus | undefined> {
  const [account] = await accountStatusQuery(db).execute({ id });
  return account;
}

/**
 * Ends every access token issued before `now`'s second, from the next request on (logout). Stored whole
 * seconds like a token's `iat`: a token issued in that same second cannot be told from one issued just
 * after it, so it stays valid rather than refusing a sign-in that follows at once.
 */
export async function endAccessTokens(db: Database, id: string, now: Date): Promise<void> {
  const second = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await db.update(users).set({ sessionsValidAfter: second }).where(eq(users.id, id));
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

/** Creates or refreshes the user behind an identity; e-mails on the admin list become ADMIN. */
export async function upsertUserFromIdentity(
  db: Database,
  identity: VerifiedIdentity,
  options: { isAdmin: boolean; timezone: string; now: Date },
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
      role: options.isAdmin ? 'ADMIN' : 'USER',
      timezone: options.timezone,
      createdAt: options.now,
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      // The list is the source of truth: an address taken off it loses the role at its next sign-in.
      set: { ...fromProvider, role: options.isAdmin ? 'ADMIN' : 'USER' },
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
