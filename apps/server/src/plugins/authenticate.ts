import { adminMessages } from '@molip/domain/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayInZone } from '@molip/domain/calendar-date';
import { MS_PER_MINUTE } from '@molip/domain/duration';
import type { AccessClaims } from '../lib/access-tokens.ts';
import { roleFor } from '../lib/admin-role.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import { accountMessages, type UserRole } from '@molip/domain/user';
import { findAccountStatus, type AccountStatus } from '../repositories/users.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Usable before the service gate is passed: what a learner needs to get through it, or to leave. */
    beforeGate?: boolean;
    /**
     * The route reads the account in its own statement, beside its data (one round trip instead of two), and
     * admits it with `admitAccount` before answering; the hook only verifies the token.
     */
    readsAccount?: boolean;
  }
}

const SIGNED_OUT_MESSAGE = '로그아웃된 세션이에요. 다시 로그인해 주세요.';
export const TERMS_REQUIRED_MESSAGE = '필수 약관에 동의해야 이용할 수 있어요.';
export const USERNAME_REQUIRED_MESSAGE = '사용자명을 먼저 설정해 주세요.';

/**
 * Secure by default: every route in this scope needs a valid access token unless it is marked public, and
 * a learner who has not agreed to the required terms or set a username yet reaches only the routes marked
 * `beforeGate` (the service gate, enforced here rather than trusted to the client's modals).
 */
export function requireAuthentication(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config?.public) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    const claims = token ? await scope.accessTokens.verify(token) : null;
    if (!claims) throw unauthorized();
    if (config?.readsAccount) {
      request.accessClaims = claims;
      return;
    }
    admitAccount(request, claims, await findAccountStatus(scope.db, claims, scope.clock.now()));
  });
}

/** The verified token's claims on a route marked `readsAccount`, for its own read of the account. */
export function verifiedClaims(request: FastifyRequest): AccessClaims {
  if (!request.accessClaims) throw unauthorized();
  return request.accessClaims;
}

/**
 * Lets the request through as this account's learner, or refuses it: a deleted or disabled account, or a
 * token whose session was signed out, and outside the `beforeGate` routes an account that has not passed
 * the service gate. Every authenticated request goes through here, in the hook or in a `readsAccount` route.
 */
export function admitAccount(
  request: FastifyRequest,
  claims: AccessClaims,
  account: AccountStatus | undefined,
): asserts account is AccountStatus {
  const config = request.routeOptions.config;
  // A deleted or disabled account loses access at once, not when the token expires.
  if (!account) throw unauthorized('계정을 찾을 수 없어요. 다시 로그인해 주세요.');
  // Disabling revokes the sessions too: the account's state is the reason to give.
  if (account.disabledAt) throw new AppError(403, 'USER_DISABLED', accountMessages.disabled);
  // The refresh token this access token was minted from was revoked (logout): access ends at once.
  if (!account.sessionLive) throw unauthorized(SIGNED_OUT_MESSAGE);
  if (!config?.beforeGate) {
    if (!account.agreedToRequiredTerms) throw new AppError(403, 'TERMS_REQUIRED', TERMS_REQUIRED_MESSAGE);
    if (account.username === null) throw new AppError(403, 'USERNAME_REQUIRED', USERNAME_REQUIRED_MESSAGE);
  }
  // The admin list, not the stored copy nor anything in the token, decides the role on every request.
  const role = roleFor(request.server.config.adminEmails, account);
  request.user = {
    ...claims,
    role,
    timezone: account.timezone,
    dayStartHour: account.dayStartHour,
    account: { ...account, role },
  };
}

/** Marks every route registered in `scope` as usable before the service gate. */
export function openBeforeGate(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, beforeGate: true };
  });
}

/** The signed-in learner as the authentication hook loaded them, with the account row it read. */
export type AuthenticatedUser = AccessClaims & {
  role: UserRole;
  timezone: string;
  dayStartHour: number;
  account: AccountStatus;
};

/** The signed-in user; only call from routes behind `requireAuthentication`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The study day last computed per zone and day-start hour, with the minute it holds for. */
const studyDays = new Map<string, { minute: number; day: string }>();

/**
 * The learner's study day at `now`: their zone and day-start hour (docs/product-rules.md#time-and-the-study-day).
 * Every zone's offset is whole minutes, so the day only turns on a minute and one reading serves that minute.
 */
export function learnerToday(user: Pick<AuthenticatedUser, 'timezone' | 'dayStartHour'>, now: Date): string {
  const minute = Math.floor(now.getTime() / MS_PER_MINUTE);
  const key = `${user.timezone} ${user.dayStartHour}`;
  const known = studyDays.get(key);
  if (known?.minute === minute) return known.day;
  const day = todayInZone(now, user.timezone, user.dayStartHour);
  studyDays.set(key, { minute, day });
  return day;
}

export function requireAdmin(request: FastifyRequest): AuthenticatedUser {
  const user = currentUser(request);
  if (user.role !== 'ADMIN') throw forbidden(adminMessages.forbidden);
  return user;
}
