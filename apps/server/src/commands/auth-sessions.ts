import { type VerifiedIdentity } from '@molip/domain/auth';
import { type SignInProvider } from '@molip/domain/sign-in-provider';
import type { UserProfile } from '@molip/domain/user';
import type { Database } from '../db/client.ts';
import { roleFor } from '../lib/admin-role.ts';
import {
  issueRefreshToken,
  pruneSpentRefreshTokens,
  revokeFamilyOf,
  rotateRefreshToken,
  type IssuedRefreshToken,
} from '../repositories/auth.ts';
import { toProfile } from '../presenters/users.ts';
import {
  findUserById,
  insertUser,
  recordSignIn,
  setRole,
  syncAdminRoles,
  type UserRow,
} from '../repositories/users.ts';
import {
  findAccountEmail,
  findIdentity,
  findVerifiedEmailHolder,
  insertIdentity,
  touchIdentity,
} from '../repositories/user-identities.ts';

/** Who a session belongs to: enough to sign an access token and to answer the client. */
export type SessionOwner = { userId: string; sessionId: string; profile: UserProfile };

/** At start-up: every stored role rewritten from the admin list, which may have changed since the last run. */
export async function syncStoredRoles(db: Database, adminEmails: readonly string[]): Promise<void> {
  await syncAdminRoles(db, adminEmails);
}

export type SignInOutcome =
  | { kind: 'disabled' }
  /** The verified e-mail belongs to an account that signs in with `existing`: nothing was created. */
  | { kind: 'email-in-use'; existing: SignInProvider }
  | { kind: 'signed-in'; refresh: IssuedRefreshToken };

/** Thrown inside the transaction when a concurrent first sign-in of the same subject made its account first. */
class FirstSignInRaced extends Error {}

/**
 * The end of every sign-in: finds the account by the provider's (provider, subject), never by e-mail. A
 * subject seen for the first time makes a new account, unless its verified e-mail is already an account's
 * (that person links this provider from 마이페이지 instead). The role is re-read from ADMIN_EMAILS; a refresh-token
 * family starts unless an admin disabled the account.
 */
export async function signIn(
  db: Database,
  identity: VerifiedIdentity,
  options: { adminEmails: readonly string[]; timezone: string },
  now: Date,
): Promise<SignInOutcome> {
  const attempt = () =>
    db.transaction(async (tx): Promise<{ kind: 'email-in-use'; existing: SignInProvider } | UserRow> => {
      const seen = { email: identity.email, emailVerified: identity.emailVerified, at: now };
      const profile = { displayName: identity.displayName, photoUrl: identity.photoUrl };
      const known = await findIdentity(tx, identity.provider, identity.subject);
      if (known) {
        await touchIdentity(tx, known.id, seen);
        const account = await findAccountEmail(tx, known.userId);
        const role = roleFor(options.adminEmails, account);
        const user = await recordSignIn(tx, known.userId, { ...profile, ...account, role, now });
        if (!user) throw new Error('an identity without its account');
        return user;
      }
      if (identity.email && identity.emailVerified) {
        const holder = await findVerifiedEmailHolder(tx, identity.email);
        if (holder) return { kind: 'email-in-use', existing: holder.provider };
      }
      const email = {
        email: identity.email,
        emailVerified: identity.email !== null && identity.emailVerified,
      };
      const user = await insertUser(tx, {
        ...profile,
        ...email,
        role: roleFor(options.adminEmails, email),
        timezone: options.timezone,
        now,
      });
      const inserted = await insertIdentity(tx, {
        userId: user.id,
        provider: identity.provider,
        subject: identity.subject,
        ...email,
        lastSignInAt: now,
        createdAt: now,
      });
      if (!inserted) throw new FirstSignInRaced();
      return user;
    });
  // The loser of two simultaneous first sign-ins finds the winner's account on its second try.
  const result = await attempt().catch((error: unknown) => {
    if (error instanceof FirstSignInRaced) return attempt();
    throw error;
  });
  if ('kind' in result) return result;
  if (result.disabledAt) return { kind: 'disabled' };
  return { kind: 'signed-in', refresh: await issueRefreshToken(db, result.id, now) };
}

/**
 * Rotates a refresh token (a reused one revokes its family) and reports who is signed in, with the role the
 * admin list gives them now (the stored copy follows).
 */
export async function refreshSession(
  db: Database,
  token: string,
  adminEmails: readonly string[],
  now: Date,
): Promise<
  | { kind: 'expired' }
  | { kind: 'disabled' }
  | { kind: 'refreshed'; owner: SessionOwner; next: IssuedRefreshToken | undefined }
> {
  const result = await rotateRefreshToken(db, token, now);
  if (result.kind === 'reused') return { kind: 'expired' };
  const user = result.userId === undefined ? undefined : await findUserById(db, result.userId);
  // Disabling an account revokes its tokens: whoever still holds one is told why, not asked to sign in.
  if (result.kind === 'invalid') return user?.disabledAt ? { kind: 'disabled' } : { kind: 'expired' };
  if (!user || user.disabledAt) return { kind: 'disabled' };
  const role = roleFor(adminEmails, user);
  if (user.role !== role) await setRole(db, user.id, role);
  return {
    kind: 'refreshed',
    owner: { userId: user.id, sessionId: result.sessionId, profile: toProfile({ ...user, role }) },
    next: result.kind === 'rotated' ? result.next : undefined,
  };
}

/** Keeps the refresh-token table to about a month of sign-ins and refreshes. */
export async function pruneSpentSessions(db: Database, now: Date): Promise<number> {
  return pruneSpentRefreshTokens(db, now);
}

/** Signs out: revokes the refresh family, and with it every access token minted from it, exactly. */
export async function signOut(db: Database, token: string | undefined, now: Date): Promise<void> {
  if (token) await revokeFamilyOf(db, token, now);
}

export type { IssuedRefreshToken };
