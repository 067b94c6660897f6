import type { Config } from '../env.ts';

/**
 * Where a push may be sent: only to an address that is a browser's own push service, never one a client
 * picked (no SSRF). The known services answer on https at their default port.
 */
const KNOWN_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
/** Windows' push service names a host per region and device: wns2-….notify.windows.com. */
const KNOWN_PUSH_HOST_SUFFIXES = ['.notify.windows.com'];

export type PushEndpointPolicy = {
  /** `host[:port]` entries (PUSH_ALLOWED_HOSTS), lower case. */
  allowedHosts: readonly string[];
  /** Outside production a listed host may be plain http (a test's own receiver). */
  allowPlainHttpForListed: boolean;
};

/** PUSH_ALLOWED_HOSTS, plain http to them outside production only. */
export function pushEndpointPolicy(config: Config): PushEndpointPolicy {
  return { allowedHosts: config.pushAllowedHosts, allowPlainHttpForListed: !config.isProduction };
}

function isKnownPushHost(hostname: string): boolean {
  return (
    KNOWN_PUSH_HOSTS.includes(hostname) ||
    KNOWN_PUSH_HOST_SUFFIXES.some((suffix) => hostname.endsWith(suffix) && hostname.length > suffix.length)
  );
}

/** Whether a push may be sent to this endpoint URL. */
export function isAllowedPushEndpoint(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // The URL parser lower-cases the host and drops a scheme's default port.
  const listed = policy.allowedHosts.includes(url.host);
  if (url.protocol === 'https:') return listed || (url.port === '' && isKnownPushHost(url.hostname));
  return url.protocol === 'http:' && listed && policy.allowPlainHttpForListed;
}
