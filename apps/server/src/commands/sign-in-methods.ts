import { signInMethodMessages, type SignInMethodsResponse, type VerifiedIdentity } from '@molip/domain/auth';
import { type SignInProvider } from '@molip/domain/sign-in-provider';
import type { Database } from '../db/client.ts';
import { roleFor } from '../lib/admin-role.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import {
  deleteIdentities,
  findAccountEmail,
  findIdentity,
  insertIdentity,
  listIdentities,
  touchIdentity,
} from '../repositories/user-identities.ts';
import { setAccountEmail } from '../repositories/users.ts';
import { withLearner } from './with-learner.ts';

/** 마이페이지 → 로그인 연결: the ways the learner signs in. */
export async function readSignInMethods(db: Database, userId: string): Promise<SignInMethodsResponse> {
  const identities = await listIdentities(db, userId);
  return {
    methods: identities.map((identity) => ({
      provider: identity.provider,
      email: identity.email,
      linkedAt: identity.createdAt.toISOString(),
    })),
  };
}

export type LinkOutcome = 'linked' | 'identity_in_use' | 'already_linked';

/** The account's e-mail and role follow its sign-in methods: the verified address of the one used last. */
async function refreshAccountEmail(tx: Database, userId: string, adminEmails: readonly string[], now: Date) {
  const account = await findAccountEmail(tx, userId);
  await setAccountEmail(tx, userId, { ...account, role: roleFor(adminEmails, account) }, now);
}

/**
 * Adds a provider the learner has just re-authenticated with. A provider account that signs in to someone
 * else stays theirs, and a learner keeps one account per provider.
 */
export async function linkSignInMethod(
  db: Database,
  userId: string,
  identity: VerifiedIdentity,
  adminEmails: readonly string[],
  now: Date,
): Promise<LinkOutcome> {
  return withLearner(db, userId, now, async (tx) => {
    const seen = { email: identity.email, emailVerified: identity.email !== null && identity.emailVerified };
    const known = await findIdentity(tx, identity.provider, identity.subject);
    if (known) {
      if (known.userId !== userId) return 'identity_in_use';
      await touchIdentity(tx, known.id, { ...seen, at: now });
      return 'linked';
    }
    const inserted = await insertIdentity(tx, {
      userId,
      provider: identity.provider,
      subject: identity.subject,
      ...seen,
      lastSignInAt: now,
      createdAt: now,
    });
    // The learner's row is locked, so the only conflict left is another account of this provider.
    if (!inserted) return 'already_linked';
    await refreshAccountEmail(tx, userId, adminEmails, now);
    return 'linked';
  });
}

/** Removes a provider, never the last way to sign in (the account would be locked out for good). */
export async function unlinkSignInMethod(
  db: Database,
  userId: string,
  provider: SignInProvider,
  adminEmails: readonly string[],
  now: Date,
): Promise<void> {
  await withLearner(db, userId, now, async (tx) => {
    const identities = await listIdentities(tx, userId);
    const removing = identities.filter((identity) => identity.provider === provider).length;
    if (removing === 0) throw notFound(signInMethodMessages.notLinked);
    if (removing === identities.length) {
      throw conflict('LAST_SIGN_IN_METHOD', signInMethodMessages.lastMethod);
    }
    await deleteIdentities(tx, userId, provider);
    await refreshAccountEmail(tx, userId, adminEmails, now);
  });
}
