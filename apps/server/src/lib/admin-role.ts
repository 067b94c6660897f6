import type { UserRole } from '@molip/domain/user';

/**
 * The role an account holds now: ADMIN while its e-mail is verified and on `ADMIN_EMAILS` (lower-cased), else
 * USER. An unverified address proves nothing, so it never makes an admin. The list is the source of truth on
 * every request and refresh; `users.role` is a copy kept in step for SQL.
 */
export function roleFor(
  adminEmails: readonly string[],
  account: { email: string | null; emailVerified: boolean },
): UserRole {
  return account.email !== null && account.emailVerified && adminEmails.includes(account.email.toLowerCase())
    ? 'ADMIN'
    : 'USER';
}
