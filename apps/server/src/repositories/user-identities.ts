import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { type SignInProvider } from '@molip/domain/sign-in-provider';
import type { Database } from '../db/client.ts';
import { userIdentities } from '../db/schema.ts';

export type UserIdentityRow = typeof userIdentities.$inferSelect;

/** The account a provider's subject signs in to, if any. */
export async function findIdentity(
  db: Database,
  provider: SignInProvider,
  subject: string,
): Promise<UserIdentityRow | undefined> {
  const [identity] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return identity;
}

/**
 * A sign-in method that a provider verified `email` for, on an account other than `exceptUserId`: the account a
 * new sign-up with the same address would duplicate. Unverified addresses never match.
 */
export async function findVerifiedEmailHolder(
  db: Database,
  email: string,
  exceptUserId?: string,
): Promise<Pick<UserIdentityRow, 'userId' | 'provider'> | undefined> {
  const [holder] = await db
    .select({ userId: userIdentities.userId, provider: userIdentities.provider })
    .from(userIdentities)
    .where(
      and(
        sql`lower(${userIdentities.email}) = ${email.toLowerCase()}`,
        eq(userIdentities.emailVerified, true),
        exceptUserId ? ne(userIdentities.userId, exceptUserId) : undefined,
      ),
    )
    .orderBy(userIdentities.createdAt)
    .limit(1);
  return holder;
}

/** Adds a sign-in method; `undefined` when that (provider, subject) was taken meanwhile. */
export async function insertIdentity(
  db: Database,
  identity: Omit<typeof userIdentities.$inferInsert, 'id'>,
): Promise<UserIdentityRow | undefined> {
  const [row] = await db.insert(userIdentities).values(identity).onConflictDoNothing().returning();
  return row;
}

/** Records a sign-in with the method, with the e-mail the provider gives now. */
export async function touchIdentity(
  db: Database,
  id: string,
  seen: { email: string | null; emailVerified: boolean; at: Date },
): Promise<void> {
  await db
    .update(userIdentities)
    .set({ email: seen.email, emailVerified: seen.emailVerified, lastSignInAt: seen.at })
    .where(eq(userIdentities.id, id));
}

/** The learner's sign-in methods, oldest first. */
export async function listIdentities(db: Database, userId: string): Promise<UserIdentityRow[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.createdAt, userIdentities.id);
}

/** Removes the learner's methods of one provider; answers how many went. */
export async function deleteIdentities(
  db: Database,
  userId: string,
  provider: SignInProvider,
): Promise<number> {
  const deleted = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id });
  return deleted.length;
}

/** The e-mail the account shows: the most recently used method's verified one, else any it was given. */
export async function findAccountEmail(
  db: Database,
  userId: string,
): Promise<{ email: string | null; emailVerified: boolean }> {
  const [best] = await db
    .select({ email: userIdentities.email, emailVerified: userIdentities.emailVerified })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), sql`${userIdentities.email} is not null`))
    .orderBy(
      desc(userIdentities.emailVerified),
      sql`${userIdentities.lastSignInAt} desc nulls last`,
      desc(userIdentities.createdAt),
    )
    .limit(1);
  return best ?? { email: null, emailVerified: false };
}
