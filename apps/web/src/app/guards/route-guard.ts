import { ACCESS_STATE_CACHE_MS } from '@molip/domain/constants';
import type { UserRole } from '@molip/domain/user';
import { paths } from '@/config/paths';

/** Paths under these prefixes skip the terms check: signing in and reading the terms come before agreeing. */
export const TERMS_CHECK_SKIP_PREFIXES = [
  '/login',
  '/signup',
  '/auth',
  '/terms',
  '/privacy',
  '/about',
] as const;

export type AccessCheck = { termsAgreed: boolean; usernameSet: boolean };

export type GuardInput = {
  pathname: string;
  /** Path + query, carried to the login page as `redirect`. */
  fullPath: string;
  isAuthenticated: boolean;
  /** The session ended because an admin disabled the account. */
  accountDisabled: boolean;
  role: UserRole | null;
  /** When service access was last confirmed; trusted for ACCESS_STATE_CACHE_MS (5 minutes), then rechecked. */
  accessGrantedAt: number | null;
  now: number;
  /** The device has no network: the check cannot be asked. */
  offline: boolean;
  /** This account passed the gates on this device before; the shell asks them again in the background. */
  passedOnDevice: boolean;
  checkAccess: () => Promise<AccessCheck>;
};

export type GuardDecision =
  | { type: 'allow'; grantAccess: boolean }
  | { type: 'redirect'; to: string }
  | { type: 'block'; gate: 'terms' | 'username' };

export function skipsTermsCheck(pathname: string): boolean {
  return TERMS_CHECK_SKIP_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Where a learner whose account an admin disabled is sent: the sign-in page, saying why. */
export const disabledAccountLogin = `${paths.login}?error=user_disabled`;

export function loginRedirect(fullPath: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Who may open a route (signed in; an admin for /admin; terms agreed and a username set), as one pure
 * decision so every branch is testable.
 */
export async function decideRouteAccess(input: GuardInput): Promise<GuardDecision> {
  if (!input.isAuthenticated) {
    return {
      type: 'redirect',
      to: input.accountDisabled ? disabledAccountLogin : loginRedirect(input.fullPath),
    };
  }
  if (input.pathname === paths.admin || input.pathname.startsWith(`${paths.admin}/`)) {
    if (input.role !== 'ADMIN') return { type: 'redirect', to: `${paths.home}?error=admin_required` };
  }
  if (skipsTermsCheck(input.pathname)) return { type: 'allow', grantAccess: false };
  if (input.accessGrantedAt !== null && input.now - input.accessGrantedAt < ACCESS_STATE_CACHE_MS) {
    return { type: 'allow', grantAccess: false };
  }
  // Offline the installed app still opens its screens, which say they are offline; the server refuses
  // every call until the gates are passed, so nothing is let through that it would not allow.
  if (input.offline) return { type: 'allow', grantAccess: false };
  // A returning learner sees their screens without waiting for two requests; the shell's own check opens
  // the modal that is due, and the server refuses every call until then (403 TERMS_REQUIRED).
  if (input.passedOnDevice) return { type: 'allow', grantAccess: true };
  let check: AccessCheck;
  try {
    check = await input.checkAccess();
  } catch {
    return { type: 'redirect', to: `${paths.login}?error=access_check_failed` };
  }
  if (!check.termsAgreed) return { type: 'block', gate: 'terms' };
  if (!check.usernameSet) return { type: 'block', gate: 'username' };
  return { type: 'allow', grantAccess: true };
}
