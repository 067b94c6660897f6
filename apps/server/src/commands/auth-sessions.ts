import type { VerifiedIdentity } from '@molip/domain/auth';
import type { UserProfile } from '@molip/domain/user';
import type { Database } from '../db/client.ts';
import { roleFor } from '../lib/admin-role.ts';
import {
  issueRefreshToken,
  revokeFamilyOf,
  rotateRefreshToken,
  type IssuedRefreshToken,
} from '../repositories/auth.ts';
import { toProfile } from '../presenters/users.ts';
import { findUserById, setRole, syncAdminRoles, upsertUserFromIdentity } from '../repositories/users.ts';

/** Who a session belongs to: enough to sign an access token and to answer the client. */
export type SessionOwner = { userId: string; sessionId: string; profile: UserProfile };

/** At start-up: every stored role rewritten from the admin list, which may have changed since the last run. */
export async function syncStoredRoles(db: Database, adminEmails: readonly string[]): Promise<void> {
  await syncAdminRoles(db, adminEmails);
}

/**
 * The end of every sign-in: creates or updates the account from the provider's verified identity (the
 * role re-read from ADMIN_EMAILS) and starts a refresh-token family, unless an admin disabled the account.
 */
export async function signIn(
  db: Database,
  identity: VerifiedIdentity,
  options: { adminEmails: readonly string[]; timezone: string },
  now: Date,
): Promise<{ kind: 'disabled' } | { kind: 'signed-in'; refresh: IssuedRefreshToken }> {
  const role = roleFor(options.adminEmails, identity.email);
  const user = await upsertUserFromIdentity(db, identity, { role, timezone: options.timezone, now });
  if (user.disabledAt) return { kind: 'disabled' };
  return { kind: 'signed-in', refresh: await issueRefreshToken(db, user.id, now) };
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
  const role = roleFor(adminEmails, user.email);
  if (user.role !== role) await setRole(db, user.id, role);
  return {
    kind: 'refreshed',
    owner: { userId: user.id, sessionId: result.sessionId, profile: toProfile({ ...user, role }) },
    next: result.kind === 'rotated' ? result.next : undefined,
  };
}

/** Signs out: revokes the refresh family, and with it every access token minted from it, exactly. */
export async function signOut(db: Database, token: string | undefined, now: Date): Promise<void> {
  if (token) await revokeFamilyOf(db, token, now);
}

export type { IssuedRefreshToken };
