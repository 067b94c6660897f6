import * as oidc from 'openid-client';
import type { OidcSettings } from '../env.ts';

export type AuthorizationRequest = { url: URL; state: string; nonce: string; codeVerifier: string };

export type VerifiedClaims = {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
};

export type OidcProvider = {
  authorizationRequest(redirectUri: string): Promise<AuthorizationRequest>;
  /**
   * Exchanges the code; openid-client checks state, PKCE, issuer, audience, expiry and nonce. Claims the ID
   * token lacks are read from UserInfo, whose `sub` must be the ID token's.
   */
  verifyCallback(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedClaims>;
};

/** Why a provider refused, for the log: its OAuth `error` and `error_description`, never a code or a token. */
export type OidcFailure = { reason: string; error?: string; errorDescription?: string };

// `prompt=select_account` is Google's extension: a conformant provider refuses the whole request for it.

type ProfileClaims = Pick<VerifiedClaims, 'email' | 'emailVerified' | 'name' | 'picture'>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const profileFrom = (claims: Record<string, unknown>): ProfileClaims => ({
  email: text(claims.email),
  emailVerified: claims.email_verified === true,
  // Kakao names the person `nickname` (its profile consent item), the standard says `name`.
  name: text(claims.name) ?? text(claims.nickname),
  picture: text(claims.picture),
});

const hasEmailPair = (claims: Record<string, unknown>) =>
  typeof claims.email === 'string' && typeof claims.email_verified === 'boolean';

/**
 * The profile from the ID token, completed from UserInfo where a conformant provider returns the `email`
 * and `profile` scope claims. openid-client refuses a UserInfo answer about another `sub`.
 */
async function readProfile(
  config: oidc.Configuration,
  accessToken: string,
  idToken: oidc.IDToken,
): Promise<ProfileClaims> {
  const fromIdToken = profileFrom(idToken);
  const idTokenHasEmail = hasEmailPair(idToken);
  if ((idTokenHasEmail && fromIdToken.name !== undefined) || !config.serverMetadata().userinfo_endpoint) {
    return fromIdToken;
  }
  const fromUserInfo = profileFrom(await oidc.fetchUserInfo(config, accessToken, idToken.sub));
  // The e-mail and its verification come from one source, never one from each.
  const emailSource = idTokenHasEmail ? fromIdToken : fromUserInfo;
  return {
    email: emailSource.email,
    emailVerified: emailSource.emailVerified,
    name: fromIdToken.name ?? fromUserInfo.name,
    picture: fromIdToken.picture ?? fromUserInfo.picture,
  };
}

/** OIDC authorization code + PKCE through openid-client; discovery is lazy so start-up never waits on the issuer. */
export function createOidcProvider(settings: OidcSettings): OidcProvider {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= oidc
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Only test and local issuers are plain http; production refuses them in env.ts.
        settings.issuerUrl.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async authorizationRequest(redirectUri) {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(settings.id === 'google' ? { prompt: 'select_account' } : {}),
      });
      return { url, state, nonce, codeVerifier };
    },
    async verifyCallback(callbackUrl, expected) {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      const profile = await readProfile(config, tokens.access_token, claims);
      return { issuer: claims.iss, subject: claims.sub, ...profile };
    },
  };
}

/** What to log about a failed sign-in: openid-client's errors carry the provider's OAuth error fields. */
export function describeOidcFailure(error: unknown): OidcFailure {
  const reason = error instanceof Error ? error.message : 'unknown';
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return { reason, error: error.error, errorDescription: error.error_description };
  }
  return { reason };
}
