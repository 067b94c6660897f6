import type { FastifyRequest } from 'fastify';

/** Where the browser sees the app, for the sign-in flow's same-origin checks, URLs and cookies. */
export type AppOrigin = {
  /** The app's origin for this request, or undefined when the request names no usable host. */
  of(request: FastifyRequest): string | undefined;
  /** Browsers drop a `Secure` cookie set over plain http, and sign-in then never completes. */
  secureCookies(request: FastifyRequest): boolean;
  /** Whether PUBLIC_URL pins the app to one origin. */
  pinned: boolean;
};

// A host name, IPv4 or bracketed IPv6 address, with an optional port: never a path, user info or a list.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The request's own origin: its scheme (X-Forwarded-Proto under TRUST_PROXY) and its Host header. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  // Under TRUST_PROXY this is X-Forwarded-Proto as the proxy sent it, so it is checked rather than trusted.
  const protocol = String(request.protocol).toLowerCase();
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(request.host)) return undefined;
  try {
    // The URL parser spells it as browsers send Origin: lower case, without the scheme's default port.
    return new URL(`${protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * With PUBLIC_URL set, that origin alone. Unset (a local trial), the app works wherever it is opened —
 * localhost, 127.0.0.1 or a LAN address from a phone — so each request's own origin is the app's.
 */
export function appOriginFor(publicUrl: string | undefined): AppOrigin {
  if (publicUrl) {
    const pinned = new URL(publicUrl);
    const secure = pinned.protocol === 'https:';
    return { of: () => pinned.origin, secureCookies: () => secure, pinned: true };
  }
  return {
    of: requestOrigin,
    secureCookies: (request) => requestOrigin(request)?.startsWith('https:') ?? false,
    pinned: false,
  };
}
