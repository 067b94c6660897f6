import { createSecretKey, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from './clock.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const AUDIENCE = 'molip-api';
// RFC 9068 type: a token of any other kind (an ID token, a refresh token) is never accepted as access.
const TOKEN_TYPE = 'at+jwt';

/**
 * Who the token is for and the refresh token it was minted from (`sid`): revoking that refresh token (logout,
 * a replayed token, disabling) ends the access token at the next request. No role: the admin list decides.
 */
export type AccessClaims = { userId: string; sessionId: string };

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
};

// A local trial answers at any address, but a token's issuer must not depend on the Host it was asked at.
const LOCAL_TRIAL_ISSUER = 'molip-local-trial';
// Tokens remembered as verified: about one per learner active in the last ten minutes.
const VERIFIED_TOKENS_KEPT = 10_000;

type VerifiedToken = { claims: AccessClaims; expiresAt: number };

/**
 * Tokens already verified, by their exact text, with their `exp`: a client sends one token for minutes, and
 * jose imports the key into WebCrypto on every check, which cost more than the account read. Only a token
 * that passed every check is kept, and its expiry is checked again on each use, as jose does.
 */
function createVerifiedTokens() {
  const tokens = new Map<string, VerifiedToken>();
  return {
    find(token: string, nowInSeconds: number): AccessClaims | undefined {
      const verified = tokens.get(token);
      return verified && nowInSeconds < verified.expiresAt ? verified.claims : undefined;
    },
    remember(token: string, verified: VerifiedToken) {
      // The oldest goes first: expired tokens leave this way too, since every token lives ten minutes.
      const oldest = tokens.keys().next();
      if (tokens.size >= VERIFIED_TOKENS_KEPT && !oldest.done) tokens.delete(oldest.value);
      tokens.set(token, verified);
    },
  };
}

/** Short-lived HS256 access tokens; the client keeps them in memory only, never in storage. */
export function createAccessTokens(
  secret: string,
  publicUrl: string | undefined,
  clock: Clock,
): AccessTokens {
  const issuer = publicUrl ?? LOCAL_TRIAL_ISSUER;
  // A KeyObject is imported once; a raw byte array would be re-imported on every verification.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verifiedTokens = createVerifiedTokens();
  return {
    async sign({ userId, sessionId }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
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
      const now = clock.now();
      const known = verifiedTokens.find(token, Math.floor(now.getTime() / 1000));
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience: AUDIENCE,
          typ: TOKEN_TYPE,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        });
        if (!payload.sub || typeof payload.sid !== 'string' || payload.exp === undefined) return null;
        const claims = { userId: payload.sub, sessionId: payload.sid } satisfies AccessClaims;
        verifiedTokens.remember(token, { claims, expiresAt: payload.exp });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
