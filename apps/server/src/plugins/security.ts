import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from '../env.ts';
import { errorBody } from './error-handler.ts';

export const DEFAULT_RATE_LIMIT_NAMESPACE = 'molip:rate-limit:';

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer carries, for answers written outside a request's hooks (client-errors.ts). */
    securityHeaders: readonly (readonly [string, string])[];
  }
}

type Budget = 'auth' | 'api';

/**
 * Which per-address budget a request spends: every sign-in route shares one strict budget, the rest of the
 * API (docs and unknown API paths included) the general one. Static files, the SPA shell and the health
 * checks spend none: they cost no database work, and a classroom behind one address loads them all at once.
 */
function budgetOf(url: string): Budget | undefined {
  if (url.startsWith('/api/auth/')) return 'auth';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return 'api';
  return undefined;
}

/** An answer for one learner: every API route that needs a token, and every sign-in route. */
function isPersonal(request: FastifyRequest): boolean {
  const budget = budgetOf(request.url);
  return budget === 'auth' || (budget === 'api' && request.routeOptions.config.public !== true);
}

/** The headers helmet sets with our policy, collected once by running its middleware on a stand-in reply. */
function securityHeaders(config: Config, inlineScripts: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        // Radix and vaul set inline style attributes and a small <style> for animations.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    // The sign-in popup must keep its opener to report back (Google's own guidance for popups).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers and the rate limits, which run before authentication. */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  options: { rateLimitNamespace?: string | undefined; inlineScripts?: readonly string[] } = {},
) {
  const headers = Object.entries(securityHeaders(config, options.inlineScripts ?? []));
  // Computed once (helmet rebuilt them, the policy string included, per request), and set on the raw
  // response as helmet did, so a hijacked reply such as the presence stream carries them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.decorate('securityHeaders', headers);
  // A learner's answers and the tokens the sign-in routes hand out are kept by no cache, shared or the
  // browser's; public routes (terms, health, static files) keep their own caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isPersonal(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const redis = config.redisUrl ? await openRateLimitStore(app, config.redisUrl) : undefined;
  await app.register(rateLimit, {
    // Not per route: route-level hooks would run after the authentication hook of the /api scope.
    global: false,
    timeWindow: '1 minute',
    keyGenerator: (request) => `${budgetOf(request.url) ?? 'none'}:${normalizeIP(request.ip)}`,
    max: (_request, key) => (key.startsWith('auth:') ? config.rateLimit.authMax : config.rateLimit.max),
    allowList: (request) => budgetOf(request.url) === undefined,
    ...(redis
      ? {
          redis,
          nameSpace: options.rateLimitNamespace ?? DEFAULT_RATE_LIMIT_NAMESPACE,
          // A Redis outage lets requests through rather than taking the whole API down with it.
          skipOnError: true,
        }
      : {}),
    // The builder's result is thrown to the error handler; Retry-After is set by the plugin.
    errorResponseBuilder: () => errorBody(429, 'RATE_LIMITED'),
  });
  // A root hook runs before every scope's own: a refused request costs no token check and no account read.
  app.addHook('onRequest', app.rateLimit());
}

/**
 * The client for counters shared by every instance. It never queues a command while disconnected, so the
 * limiter fails open at once instead of holding requests until Redis returns.
 */
async function openRateLimitStore(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    app.log.warn(
      { err: error },
      'rate-limit store (Redis) unreachable: requests pass unlimited until it is back',
    );
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    app.log.info('rate-limit store (Redis) reachable again');
  });
  app.addHook('onClose', async () => redis.disconnect());
  // A server that starts while Redis is down still serves; ioredis keeps reconnecting in the background.
  await redis.connect().catch(() => undefined);
  return redis;
}
