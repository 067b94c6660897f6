import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './env.ts';
import type { Database, ListenToChannel } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { createAccessTokens } from './lib/access-tokens.ts';
import { CALENDAR_FEED_PATH } from './lib/calendar-feed-secret.ts';
import type { VapidKeys } from './lib/vapid-keys.ts';
import type { PushSender } from './lib/push-sender.ts';
import { registerPushAlerts } from './plugins/push-alerts.ts';
import { adminRoutes } from './routes/admin/routes.ts';
import { authRoutes } from './routes/auth/routes.ts';
import { calendarFeedAddressRoutes, calendarFeedRoutes } from './routes/calendar-feeds/routes.ts';
import { dailyTodoRoutes } from './routes/daily-todos/routes.ts';
import { focusBlockRoutes, focusLogRoutes, focusSessionRoutes } from './routes/focus/routes.ts';
import { healthRoutes } from './routes/health/routes.ts';
import { pushRoutes } from './routes/push/routes.ts';
import { learningContentRoutes } from './routes/learning-contents/routes.ts';
import { myRecordsRoutes } from './routes/my-records/routes.ts';
import { statisticsRoutes } from './routes/statistics/routes.ts';
import { studyGroupRoutes } from './routes/study-groups/routes.ts';
import { studyPlanRoutes } from './routes/study-plans/routes.ts';
import { agreementRoutes, termsRoutes } from './routes/terms/routes.ts';
import { userRoutes } from './routes/users/routes.ts';
import { signInMethodRoutes } from './routes/sign-in-methods/routes.ts';
import { API_DOCS_PREFIX, registerApiDocs } from './plugins/api-docs.ts';
import { openBeforeGate, requireAuthentication } from './plugins/authenticate.ts';
import { honourIdempotencyKeys } from './plugins/idempotency.ts';
import { answerClientError, answerFrameworkError } from './plugins/client-errors.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { refuseNulCharacters } from './plugins/input-guards.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerDrain } from './plugins/drain.ts';
import { findWebBuild, inlineScriptSources, registerWebApp } from './plugins/web-app.ts';
import type { RouteSummary } from './plugins/app-context.ts';

export type AppDependencies = {
  config: Config;
  db: Database;
  clock: Clock;
  jwtSecret: string;
  /** Web Push's key pair (lib/vapid-keys.ts); without it the push routes are not served. */
  vapidKeys?: VapidKeys | undefined;
  /** Sends due block alerts and daily reminders (the server process; API tests call the command). */
  pushSender?: PushSender | undefined;
  /** The database's LISTEN; without it live presence streams send their snapshot and heartbeats only. */
  listen?: ListenToChannel | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built SPA (off in API tests). */
  serveWebApp?: boolean;
  /** Redis key prefix of the rate-limit counters (tests give each run its own). */
  rateLimitNamespace?: string | undefined;
};

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      // Query strings carry searched e-mails, authorization codes and state, and a calendar feed's path its
      // secret: no log line keeps one.
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: loggedPath(request.url), remoteAddress: request.ip };
      },
    },
  };
}

/** A request's path as logs keep it: no query string, and a calendar feed's secret blanked out. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  // The router decodes escapes before it matches, so `/api/%63alendar/…` reaches the feed too.
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape routes nowhere; the path is logged as it came.
  }
  return decoded.startsWith(CALENDAR_FEED_PATH) ? `${CALENDAR_FEED_PATH}[redacted]` : path;
}

/** A socket with nothing read or written this long is closed. */
const CONNECTION_IDLE_MS = 60_000;
/** Longest a client may take to send a request's headers. */
const HEADERS_TIMEOUT_MS = 10_000;

/** Builds the Fastify instance without listening: server.ts listens, tests inject. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole in time, headers sooner; idle sockets close (presence streams beat every
    // 25 s). Node checks these every second instead of every 30.
    requestTimeout: deps.config.requestTimeoutMs,
    connectionTimeout: CONNECTION_IDLE_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, deps.config.requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
    routerOptions: { maxParamLength: 200 },
    // A request that reaches a stopping server on a connection it already had is served, not refused: the
    // shutdown waits for it (server.ts).
    return503OnClosing: false,
    // Malformed URLs fail in the router, before any hook: route them through the error handler, with the
    // security headers. Requests Node's parser refuses (431, 400, 408) are answered on the socket in our shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // The docs plugin's routes cannot carry our route config; they are public by design.
      const isPublic = route.config?.public === true || route.url.startsWith(API_DOCS_PREFIX);
      routeTable.push({
        method,
        url: route.url,
        isPublic,
        readsAccount: route.config?.readsAccount === true,
      });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ validate: deps.config.env === 'test' }));
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('clock', deps.clock);
  app.decorate('listenToDatabase', deps.listen ?? (async () => async () => undefined));
  app.decorate('accessTokens', createAccessTokens(deps.jwtSecret, deps.config.publicUrl, deps.clock));
  app.decorateRequest('user', null);
  app.decorateRequest('accessClaims', null);
  registerErrorHandling(app);
  registerDrain(app);

  const webBuild = findWebBuild({ distDir: deps.config.webDistDir, enabled: deps.serveWebApp ?? true });
  await registerSecurity(app, deps.config, {
    rateLimitNamespace: deps.rateLimitNamespace,
    inlineScripts: inlineScriptSources(webBuild),
  });
  // Before the routes, which it hooks as they are added. Dynamic answers at brotli's and gzip's fastest levels:
  // most of the saving for little CPU. Streams (the presence events) and the build's pre-compressed files pass
  // as they are, and request bodies are never inflated (a small upload must not become a large one).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    // Up to 64 KB in one synchronous call (about 0.7 ms at these levels): the stream path costs more than that.
    syncThreshold: 64 * 1024,
    globalDecompression: false,
  });
  await app.register(cookie, { secret: deps.jwtSecret });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // A JSON API: plain text is refused with 415 rather than parsed into a confusing validation error.
  app.removeContentTypeParser('text/plain');
  await registerApiDocs(app);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      requireAuthentication(api);
      honourIdempotencyKeys(api);
      api.addHook('preValidation', refuseNulCharacters);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes, { prefix: '/user' });
      await api.register(signInMethodRoutes, { prefix: '/user' });
      await api.register(statisticsRoutes, { prefix: '/user' });
      await api.register(myRecordsRoutes, { prefix: '/user' });
      await api.register(calendarFeedAddressRoutes, { prefix: '/user' });
      await api.register(calendarFeedRoutes, { prefix: '/calendar' });
      // Reading and agreeing to the terms is how a learner passes the service gate.
      await api.register(async (terms) => {
        openBeforeGate(terms);
        await terms.register(termsRoutes, { prefix: '/terms' });
        await terms.register(agreementRoutes, { prefix: '/user-agreements' });
      });
      await api.register(learningContentRoutes, { prefix: '/learning-contents' });
      await api.register(studyPlanRoutes, { prefix: '/study-plans' });
      await api.register(dailyTodoRoutes);
      await api.register(focusSessionRoutes, { prefix: '/focus-sessions' });
      await api.register(focusBlockRoutes, { prefix: '/focus-blocks' });
      await api.register(focusLogRoutes, { prefix: '/focus-logs' });
      await api.register(studyGroupRoutes, { prefix: '/group' });
      await api.register(adminRoutes, { prefix: '/admin' });
      const { vapidKeys } = deps;
      if (vapidKeys) await api.register(pushRoutes, { prefix: '/push', vapidKeys });
    },
    { prefix: '/api' },
  );

  if (deps.pushSender)
    registerPushAlerts(app, { send: deps.pushSender, intervalMs: deps.config.pushAlertsIntervalMs });
  await registerWebApp(app, webBuild);
  return app;
}
