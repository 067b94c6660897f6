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
  const listed = sql`${users.emailVerified} and lower(${users.email}) = any(${sql.param([...adminEmails])}::text[])`;
  const role = sql`case when coalesce(${listed}, false) then 'ADMIN' else 'USER' end`;
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

/** What a provider says about the person at sign-in: shown as their name and picture. */
type ProviderProfile = Pick<VerifiedIdentity, 'displayName' | 'photoUrl'>;

/** Creates the account of a first sign-in, with the role the admin list gives it now. */
export async function insertUser(
  db: Database,
  values: ProviderProfile & {
    email: string | null;
    emailVerified: boolean;
    role: UserRole;
    timezone: string;
    now: Date;
  },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      emailVerified: values.emailVerified,
      displayName: values.displayName,
      photoUrl: values.photoUrl,
      role: values.role,
      timezone: values.timezone,
      lastLoginAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}

/** A sign-in to an existing account: the provider's name and picture, the account's e-mail and role now. */
export async function recordSignIn(
  db: Database,
  id: string,
  values: ProviderProfile & { email: string | null; emailVerified: boolean; role: UserRole; now: Date },
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({
      email: values.email,
      emailVerified: values.emailVerified,
      displayName: values.displayName,
      photoUrl: values.photoUrl,
      role: values.role,
      lastLoginAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Sets the e-mail the account shows (after its sign-in methods changed). */
export async function setAccountEmail(
  db: Database,
  id: string,
  email: { email: string | null; emailVerified: boolean; role: UserRole },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...email, updatedAt: now })
    .where(eq(users.id, id));
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

export type ChangeUsernameResult = { kind: 'changed'; user: UserRow } | { kind: 'taken' };

/**
 * Renames a learner whose username is set, stamping the change; the caller has checked the interval and the
 * holds. The case-insensitive unique index is the last word on a name in use.
 */
export async function changeUsername(
  db: Database,
  id: string,
  username: string,
  now: Date,
): Promise<ChangeUsernameResult> {
  try {
    const [user] = await db
      .update(users)
      .set({ username, usernameChangedAt: now, updatedAt: now })
      .where(sql`${users.id} = ${id} and ${users.username} is not null`)
      .returning();
    if (!user) throw new Error('a locked learner without a username was renamed');
    return { kind: 'changed', user };
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

/** Disables an account with a reason, or enables it again (null). */
export async function setDisabled(tx: Database, id: string, disabled: { at: Date; reason: string } | null) {
  const [user] = await tx
    .update(users)
    .set({ disabledAt: disabled?.at ?? null, disabledReason: disabled?.reason ?? null })
    .where(eq(users.id, id))
    .returning();
  return user;
}
