import type { VerifiedIdentity } from '@molip/domain/auth';
import type { UserProfile } from '@molip/domain/user';
import type { Database } from '../db/client.ts';
import {
  issueRefreshToken,
  revokeFamilyOf,
  rotateRefreshToken,
  type IssuedRefreshToken,
} from '../modules/auth/repository.ts';
import { toProfile } from '../modules/users/presenters.ts';
import { endAccessTokens, findUserById, upsertUserFromIdentity } from '../modules/users/repository.ts';

/** Who a session belongs to: enough to sign an access token and to answer the client. */
export type SessionOwner = { userId: string; role: UserProfile['role']; profile: UserProfile };

const ownerOf = (user: Parameters<typeof toProfile>[0]): SessionOwner => ({
  userId: user.id,
  role: user.role,
  profile: toProfile(user),
});

/**
 * The end of every sign-in: creates or updates the account from the provider's verified identity (the
 * role re-read from ADMIN_EMAILS) and starts a refresh-token family, unless an admin disabled the account.
 */
export async function signIn(
  db: Database,
  identity: VerifiedIdentity,
  options: { isAdmin: boolean; timezone: string },
  now: Date,
): Promise<{ kind: 'disabled' } | { kind: 'signed-in'; refresh: IssuedRefreshToken }> {
  const user = await upsertUserFromIdentity(db, identity, { ...options, now });
  if (user.disabledAt) return { kind: 'disabled' };
  return { kind: 'signed-in', refresh: await issueRefreshToken(db, user.id, now) };
}

/** Rotates a refresh token (a reused one revokes its family) and reports who is signed in. */
export async function refreshSession(
  db: Database,
  token: string,
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
  return {
    kind: 'refreshed',
    owner: ownerOf(user),
    next: result.kind === 'rotated' ? result.next : undefined,
  };
}

/** Signs out: revokes the refresh family and refuses access tokens issued before now. */
export async function signOut(db: Database, token: string | undefined, now: Date): Promise<void> {
  const userId = token ? await revokeFamilyOf(db, token, now) : undefined;
  if (userId) await endAccessTokens(db, userId, now);
}
