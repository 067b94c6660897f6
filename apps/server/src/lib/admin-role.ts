import type { UserRole } from '@molip/domain/user';

/**
 * The role an e-mail holds now: ADMIN while it is on `ADMIN_EMAILS` (lower-cased), else USER. The list is
 * the source of truth on every request and refresh; `users.role` is a copy kept in step for SQL.
 */
export function roleFor(adminEmails: readonly string[], email: string): UserRole {
  return adminEmails.includes(email.toLowerCase()) ? 'ADMIN' : 'USER';
}
