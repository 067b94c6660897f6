import { createSecretKey, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '@molip/domain/user';
import type { Clock } from '../../lib/clock.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const AUDIENCE = 'molip-api';
// RFC 9068 type: a token of any other kind (an ID token, a refresh token) is never accepted as access.
const TOKEN_TYPE = 'at+jwt';

export type AccessClaims = { userId: string; role: UserRole };
/** A verified token's claims with its `iat` (whole seconds), checked against the account's last logout. */
export type VerifiedAccessClaims = AccessClaims & { issuedAt: number };

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<VerifiedAccessClaims | null>;
};

// A local trial answers at any address, but a token's issuer must not depend on the Host it was asked at.
const LOCAL_TRIAL_ISSUER = 'molip-local-trial';

/** Short-lived HS256 access tokens; the client keeps them in memory only, never in storage. */
export function createAccessTokens(
  secret: string,
  publicUrl: string | undefined,
  clock: Clock,
): AccessTokens {
  const issuer = publicUrl ?? LOCAL_TRIAL_ISSUER;
  // A KeyObject is imported once; a raw byte array would be re-imported on every verification.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign({ userId, role }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .setJti(randomUUID())
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience: AUDIENCE,
          typ: TOKEN_TYPE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const role = payload.role === 'ADMIN' ? 'ADMIN' : 'USER';
        return payload.sub && payload.iat !== undefined
          ? { userId: payload.sub, role, issuedAt: payload.iat }
          : null;
      } catch {
        return null;
      }
    },
  };
}
