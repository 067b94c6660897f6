import { z } from 'zod';
import { GOOGLE_ISSUER, authModes } from '@molip/domain/auth';
import { KAKAO_ISSUER, SIGN_IN_PROVIDER_NAMES, type LinkableProvider } from '@molip/domain/sign-in-provider';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { updateProfileBody } from '@molip/domain/user';

const optionalUrl = z.url().optional();

// The rule a learner's own zone follows (a real IANA zone, stored canonically): a default must pass it too.
const learnerTimeZone = updateProfileBody.shape.timezone.def.innerType;
const defaultTimeZone = z
  .string()
  .default(DEFAULT_TIMEZONE)
  .transform((zone, context) => {
    const parsed = learnerTimeZone.safeParse(zone);
    if (parsed.success) return parsed.data;
    context.addIssue({
      code: 'custom',
      message: `not an IANA time zone such as Asia/Seoul or UTC (got ${zone})`,
    });
    return z.NEVER;
  });

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** A load balancer's health checks (every few seconds, a couple of failures) take about this long to react. */
const PRODUCTION_SHUTDOWN_GRACE_MS = 10_000;

/** The one place the server reads its environment. Everything is optional for a local run. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** PostgreSQL itself when DATABASE_URL is a pooler: LISTEN and the migration lock need one backend. */
  DATABASE_DIRECT_URL: optionalUrl,
  /** `transaction` when DATABASE_URL is a pooler in transaction mode (PgBouncer `pool_mode = transaction`). */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  /** PostgreSQL only: longest wait for a connection before a request answers 503 DATABASE_UNAVAILABLE. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** PostgreSQL only: longest a statement may run before the request answers 503 DATABASE_UNAVAILABLE. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  REDIS_URL: optionalUrl,
  AUTH_MODE: z.enum(authModes).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** What the sign-in button and 마이페이지 call the OIDC provider ("학교 계정"). */
  OIDC_DISPLAY_NAME: z.string().trim().min(1).max(30).optional(),
  KAKAO_CLIENT_ID: z.string().optional(),
  /** Kakao's client secret is optional (a setting of the Kakao app). */
  KAKAO_CLIENT_SECRET: z.string().optional(),
  KAKAO_ISSUER_URL: z.url().default(KAKAO_ISSUER),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_SECRET_FILE: z.string().optional(),
  ADMIN_EMAILS: csv,
  DEFAULT_TIMEZONE: defaultTimeZone,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  // One sign-in spends about four requests: 300 lets a classroom behind one address sign in together.
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  WEB_DIST_DIR: z.string().optional(),
  /** Longest a client may take to send a whole request, headers and body: a byte-a-second body is cut. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /**
   * After SIGTERM, how long the server keeps serving (readiness 503, `Connection: close` on every answer) so a
   * load balancer moves away before it stops accepting. Unset: 10 s in production, none elsewhere.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** Presence streams one instance keeps open at most (each holds a socket); past it a new one gets 429. */
  PRESENCE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(500),
  /**
   * Which proxies' X-Forwarded-For to believe (rate limits key on the client address): a hop count such as
   * `1` for one load balancer, or addresses/CIDRs. Unset, none is trusted, so a client cannot pick its IP.
   */
  TRUST_PROXY: z.string().optional(),
  /** Web Push's VAPID key pair (base64url, P-256); unset, a pair is made on first start and kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'VAPID_PUBLIC_KEY must be an uncompressed P-256 key in base64url (87 characters)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)',
    )
    .optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .optional(),
  /** Push hosts (`host[:port]`) allowed besides the browsers' own push services. */
  PUSH_ALLOWED_HOSTS: csv,
  /** How often each instance looks for block alerts and daily reminders that fell due. */
  PUSH_ALERTS_INTERVAL_MS: z.coerce.number().int().min(1_000).max(60_000).default(15_000),
  /** Tests only: moves the server's clock by this many milliseconds (refused in production). */
  CLOCK_OFFSET_MS: z.coerce.number().int().optional(),
});
export type Env = z.infer<typeof envSchema>;

/** One OpenID provider the server signs in with: its settings and the consent items it asks for. */
export type OidcSettings = {
  id: LinkableProvider;
  /** What buttons and sentences call it. */
  name: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  scope: string;
};

// Kakao's consent items: the profile (nickname, image) and the optional e-mail item, besides `openid`.
const KAKAO_SCOPE = 'openid profile_nickname profile_image account_email';
const STANDARD_SCOPE = 'openid email profile';

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  /** PUBLIC_URL without its trailing slash; unset for a local trial, which answers at any address it is opened at. */
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL itself (LISTEN, the migration lock): DATABASE_DIRECT_URL, else DATABASE_URL. */
  databaseDirectUrl: string | undefined;
  databaseBehindTransactionPooler: boolean;
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** Where the rate-limit counters live so several instances share them; in memory when unset. */
  redisUrl: string | undefined;
  /** The providers with a sign-in button, in the sign-in page's order; empty for the local trial. */
  signInProviders: OidcSettings[];
  /** No provider: anyone signs in with any e-mail through the local trial form. */
  localTrial: boolean;
  jwtSecret: string | undefined;
  jwtSecretFile: string | undefined;
  adminEmails: string[];
  defaultTimezone: string;
  logLevel: Env['LOG_LEVEL'];
  rateLimit: { max: number; authMax: number };
  webDistDir: string | undefined;
  requestTimeoutMs: number;
  shutdownGraceMs: number;
  presenceStreamsMax: number;
  trustProxy: ((address: string, hop: number) => boolean) | string | false;
  /** VAPID keys from the environment; undefined keeps a generated pair in DATA_DIR (lib/vapid-keys.ts). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** `host[:port]` entries, lower case, that push endpoints may use besides the known push services. */
  pushAllowedHosts: string[];
  pushAlertsIntervalMs: number;
  /** How far the server's "now" is moved from the system clock; 0 unless a test set CLOCK_OFFSET_MS. */
  clockOffsetMs: number;
};

export class ConfigError extends Error {}

/** Parses and cross-checks the environment; throws ConfigError with a message a person can act on. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  // `PORT=` in a shell or a .env file means "not set", not zero.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const configured = configuredProviders(env);
  const signInProviders =
    env.AUTH_MODE === undefined ? configured : configured.filter((provider) => provider.id === env.AUTH_MODE);
  const localTrial = signInProviders.length === 0;
  const publicUrl = env.PUBLIC_URL?.replace(/\/$/, '');

  if (env.AUTH_MODE && env.AUTH_MODE !== 'local' && localTrial) {
    throw new ConfigError(`AUTH_MODE=${env.AUTH_MODE} needs ${PROVIDER_SETTINGS_NEEDED[env.AUTH_MODE]}.`);
  }
  if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
    throw new ConfigError('OIDC_ISSUER_URL needs OIDC_CLIENT_ID.');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither, for a generated pair).',
    );
  }
  if (isProduction) {
    if (localTrial) {
      throw new ConfigError(
        'AUTH_MODE=local is a trial mode and is refused when NODE_ENV=production: set KAKAO_CLIENT_ID, GOOGLE_CLIENT_ID or OIDC_ISSUER_URL.',
      );
    }
    if (!env.JWT_SECRET && !env.JWT_SECRET_FILE) {
      throw new ConfigError('NODE_ENV=production needs JWT_SECRET (32+ characters) or JWT_SECRET_FILE.');
    }
    for (const provider of signInProviders) {
      if (!provider.issuerUrl.startsWith('https://')) {
        throw new ConfigError(
          `The OIDC issuer must use https:// in production (got ${provider.issuerUrl} for ${provider.id}).`,
        );
      }
    }
    if (!publicUrl) {
      throw new ConfigError('NODE_ENV=production needs PUBLIC_URL, the https:// address of the app.');
    }
    if (!publicUrl.startsWith('https://')) {
      throw new ConfigError(`PUBLIC_URL must use https:// in production (got ${publicUrl}).`);
    }
    if (env.CLOCK_OFFSET_MS !== undefined) {
      throw new ConfigError(
        'CLOCK_OFFSET_MS moves the clock for tests and is refused when NODE_ENV=production.',
      );
    }
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    databaseBehindTransactionPooler: env.DATABASE_POOL_MODE === 'transaction',
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    redisUrl: env.REDIS_URL,
    signInProviders,
    localTrial,
    jwtSecret: env.JWT_SECRET,
    jwtSecretFile: env.JWT_SECRET_FILE,
    adminEmails: env.ADMIN_EMAILS,
    defaultTimezone: env.DEFAULT_TIMEZONE,
    logLevel: env.LOG_LEVEL,
    rateLimit: { max: env.RATE_LIMIT_MAX, authMax: env.AUTH_RATE_LIMIT_MAX },
    webDistDir: env.WEB_DIST_DIR,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? (isProduction ? PRODUCTION_SHUTDOWN_GRACE_MS : 0),
    presenceStreamsMax: env.PRESENCE_STREAMS_MAX,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl),
    pushAllowedHosts: env.PUSH_ALLOWED_HOSTS,
    pushAlertsIntervalMs: env.PUSH_ALERTS_INTERVAL_MS,
    clockOffsetMs: env.CLOCK_OFFSET_MS ?? 0,
  };
}

/** The app's own https address names us to push services; a local trial has none, so a placeholder address. */
function defaultVapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@molip.invalid';
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (!/^\d+$/.test(value)) return value;
  // A hop count: believe the nearest `hops` proxies, as proxy-addr does for a number.
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

const PROVIDER_SETTINGS_NEEDED = {
  kakao: 'KAKAO_CLIENT_ID',
  google: 'GOOGLE_CLIENT_ID',
  oidc: 'OIDC_ISSUER_URL and OIDC_CLIENT_ID',
} as const satisfies Record<LinkableProvider, string>;

/** Every provider whose settings are present, in the sign-in page's order: Kakao, Google, then OIDC. */
function configuredProviders(env: Env): OidcSettings[] {
  const providers: OidcSettings[] = [];
  if (env.KAKAO_CLIENT_ID) {
    providers.push({
      id: 'kakao',
      name: SIGN_IN_PROVIDER_NAMES.kakao,
      issuerUrl: env.KAKAO_ISSUER_URL,
      clientId: env.KAKAO_CLIENT_ID,
      clientSecret: env.KAKAO_CLIENT_SECRET,
      scope: KAKAO_SCOPE,
    });
  }
  if (env.GOOGLE_CLIENT_ID) {
    providers.push({
      id: 'google',
      name: SIGN_IN_PROVIDER_NAMES.google,
      issuerUrl: GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scope: STANDARD_SCOPE,
    });
  }
  if (env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID) {
    providers.push({
      id: 'oidc',
      name: env.OIDC_DISPLAY_NAME ?? SIGN_IN_PROVIDER_NAMES.oidc,
      issuerUrl: env.OIDC_ISSUER_URL,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      scope: STANDARD_SCOPE,
    });
  }
  return providers;
}
