import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayInZone } from '@molip/domain/calendar-date';
import type { AccessClaims } from '../modules/auth/access-tokens.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import { ACCOUNT_DISABLED_MESSAGE, findAccountStatus } from '../modules/users/repository.ts';

/** Secure by default: every route in this scope needs a valid access token unless it is marked public. */
export function requireAuthentication(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    const claims = token ? await scope.accessTokens.verify(token) : null;
    if (!claims) throw unauthorized();
    // A deleted or disabled account, or a revoked admin, loses access at once, not when the token expires.
    const account = await findAccountStatus(scope.db, claims.userId);
    if (!account) throw unauthorized('계정을 찾을 수 없습니다. 다시 로그인해주세요.');
    if (account.disabledAt) throw new AppError(403, 'USER_DISABLED', ACCOUNT_DISABLED_MESSAGE);
    request.user = {
      userId: claims.userId,
      role: account.role,
      timezone: account.timezone,
      dayStartHour: account.dayStartHour,
    };
  });
}

/** The signed-in learner as the authentication hook loaded them. */
export type AuthenticatedUser = AccessClaims & { timezone: string; dayStartHour: number };

/** The signed-in user; only call from routes behind `requireAuthentication`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The learner's study day at `now` (DESIGN §5 "Time": their zone and day-start hour). */
export function learnerToday(user: AuthenticatedUser, now: Date): string {
  return todayInZone(now, user.timezone, user.dayStartHour);
}

export function requireAdmin(request: FastifyRequest): AuthenticatedUser {
  const user = currentUser(request);
  if (user.role !== 'ADMIN') throw forbidden('관리자만 사용할 수 있습니다.');
  return user;
}
