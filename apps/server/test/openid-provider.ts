import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Provider as OpenIdProvider } from 'oidc-provider';
import { vi } from 'vitest';

/**
 * A local OpenID Provider on panva's oidc-provider (certified, so it refuses what a real provider refuses) for
 * sign-in tests. `kakao` makes it behave like Kakao Login: Kakao's consent items as scopes (the e-mail only
 * when the person ticks `account_email`), the name as `nickname`, and PKCE required.
 */

export type ProviderAccountClaims = {
  email?: string;
  email_verified?: boolean;
  name?: string;
  nickname?: string;
};

/** What the provider's login and consent screens do next: sign this account in (ticking the e-mail or not), or cancel. */
export type NextInteraction = { accountId: string; shareEmail?: boolean } | { cancel: string };

export type LocalOpenIdProvider = {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Adds an account the provider knows and makes it the one the next sign-in picks. */
  addAccount(claims: ProviderAccountClaims, options?: { shareEmail?: boolean }): string;
  next(interaction: NextInteraction): void;
  close(): Promise<void>;
};

const KAKAO_CLAIMS = {
  openid: ['sub'],
  profile_nickname: ['nickname'],
  profile_image: ['picture'],
  account_email: ['email', 'email_verified'],
};
const STANDARD_CLAIMS = { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] };
const EMAIL_SCOPES = new Set(['account_email', 'email']);

let accountCounter = 0;

export async function startOpenIdProvider(options: {
  kind: 'kakao' | 'standard';
  redirectUris: string[];
}): Promise<LocalOpenIdProvider> {
  const accounts = new Map<string, ProviderAccountClaims>();
  let nextInteraction: NextInteraction = { cancel: 'no account chosen' };
  const clientId = `molip-${options.kind}`;
  const clientSecret = `a-client-secret-for-the-${options.kind}-provider`;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const issuerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // It warns about its development defaults (memory adapter, runtime): expected in a test.
  const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { default: Provider } = await import('oidc-provider');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider: OpenIdProvider = new Provider(issuerUrl, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_context, id) => {
      const claims = accounts.get(id);
      return claims && { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    claims: options.kind === 'kakao' ? KAKAO_CLAIMS : STANDARD_CLAIMS,
    // Kakao refuses an authorization request without a PKCE S256 challenge.
    ...(options.kind === 'kakao' ? { pkce: { required: () => true } } : {}),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [`a-cookie-key-for-the-${options.kind}-provider`] },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' }] },
  });
  quiet.mockRestore();

  /** Stands in for the login and consent screens, finishing each interaction as the person would. */
  const interact = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    const chosen = nextInteraction;
    if ('cancel' in chosen) {
      return provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: chosen.cancel,
      });
    }
    if (details.prompt.name === 'login') {
      return provider.interactionFinished(request, response, { login: { accountId: chosen.accountId } });
    }
    const grant = new provider.Grant({ accountId: chosen.accountId, clientId });
    const missing = details.prompt.details.missingOIDCScope;
    const asked = Array.isArray(missing) ? missing.filter((scope) => typeof scope === 'string') : ['openid'];
    // Declining an optional consent item leaves its scope, and so its claims, out of the grant.
    const declines = (scope: string) => chosen.shareEmail === false && EMAIL_SCOPES.has(scope);
    grant.addOIDCScope(asked.filter((scope) => !declines(scope)).join(' '));
    const declined = asked.filter(declines);
    if (declined.length > 0) grant.rejectOIDCScope(declined.join(' '));
    return provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } });
  };

  const handle = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      interact(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    handle(request, response);
  });

  return {
    issuerUrl,
    clientId,
    clientSecret,
    addAccount(claims, accountOptions = {}) {
      accountCounter += 1;
      const accountId = `${options.kind}-account-${Date.now()}-${accountCounter}`;
      accounts.set(accountId, claims);
      nextInteraction = { accountId, ...accountOptions };
      return accountId;
    },
    next(interaction) {
      nextInteraction = interaction;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookie jar for one site's cookies. */
export function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    get: (name: string) => jar.get(name),
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator);
        const value = pair.slice(separator + 1);
        if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.set(name, value);
        else jar.delete(name);
      }
    },
  };
}

/** The browser's walk through the provider's authorize, login and consent steps, to the URL it returns to. */
export async function throughProvider(authorizeUrl: URL, provider: LocalOpenIdProvider): Promise<URL> {
  const cookies = cookieJar();
  let location = authorizeUrl;
  for (let hop = 0; location.origin === provider.issuerUrl; hop += 1) {
    if (hop > 10) throw new Error('the provider kept redirecting');
    const response = await fetch(location, { redirect: 'manual', headers: { cookie: cookies.header() } });
    cookies.keep(response);
    const next = response.headers.get('location');
    if (!next)
      throw new Error(`the provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    location = new URL(next, location);
  }
  return location;
}
