import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const PRODUCTION_SECRET = 'a-production-secret-of-at-least-32-characters';

/** A production environment that passes every check, for tests that break exactly one of them. */
const validProduction = {
  NODE_ENV: 'production',
  AUTH_MODE: 'oidc',
  OIDC_ISSUER_URL: 'https://issuer.example',
  OIDC_CLIENT_ID: 'molip',
  JWT_SECRET: PRODUCTION_SECRET,
  PUBLIC_URL: 'https://molip.example',
};

function configError(source: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected loadConfig to refuse ${JSON.stringify(source)}`);
}

describe('loadConfig defaults', () => {
  it('runs locally with nothing configured', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'development',
      isProduction: false,
      host: '0.0.0.0',
      port: 3000,
      publicUrl: undefined,
      dataDir: './data',
      databaseUrl: undefined,
      localTrial: true,
      signInProviders: [],
      adminEmails: [],
      defaultTimezone: 'Asia/Seoul',
      logLevel: 'info',
    });
  });

  it('leaves PUBLIC_URL unset for a local trial and drops its trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://molip.example/' }).publicUrl).toBe('https://molip.example');
  });
});

describe('AUTH_MODE inference', () => {
  it('uses Google when GOOGLE_CLIENT_ID is set', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'shh' });
    expect(config.localTrial).toBe(false);
    expect(config.signInProviders).toEqual([
      {
        id: 'google',
        name: 'Google',
        issuerUrl: 'https://accounts.google.com',
        clientId: 'google-client',
        clientSecret: 'shh',
        scope: 'openid email profile',
      },
    ]);
  });

  it('uses a generic OIDC issuer when OIDC_ISSUER_URL is set', () => {
    const config = loadConfig({ OIDC_ISSUER_URL: 'https://issuer.example', OIDC_CLIENT_ID: 'molip' });
    expect(config.signInProviders).toEqual([
      {
        id: 'oidc',
        name: 'OIDC',
        issuerUrl: 'https://issuer.example',
        clientId: 'molip',
        clientSecret: undefined,
        scope: 'openid email profile',
      },
    ]);
  });

  it('offers every configured provider, Kakao first, then Google, then OIDC by its display name', () => {
    const config = loadConfig({
      OIDC_ISSUER_URL: 'https://sso.school.example',
      OIDC_CLIENT_ID: 'molip',
      OIDC_DISPLAY_NAME: '학교 계정',
      GOOGLE_CLIENT_ID: 'google-client',
      KAKAO_CLIENT_ID: 'kakao-rest-key',
    });
    expect(config.signInProviders.map((provider) => [provider.id, provider.name])).toEqual([
      ['kakao', '카카오'],
      ['google', 'Google'],
      ['oidc', '학교 계정'],
    ]);
    expect(config.signInProviders[0]).toMatchObject({
      issuerUrl: 'https://kauth.kakao.com',
      clientSecret: undefined,
      scope: 'openid profile_nickname profile_image account_email',
    });
  });

  it('lets AUTH_MODE keep one provider of several', () => {
    const config = loadConfig({ AUTH_MODE: 'kakao', GOOGLE_CLIENT_ID: 'g', KAKAO_CLIENT_ID: 'k' });
    expect(config.signInProviders.map((provider) => provider.id)).toEqual(['kakao']);
  });

  it('points Kakao at another issuer for tests', () => {
    const config = loadConfig({ KAKAO_CLIENT_ID: 'k', KAKAO_ISSUER_URL: 'http://127.0.0.1:9000' });
    expect(config.signInProviders[0]?.issuerUrl).toBe('http://127.0.0.1:9000');
  });

  it('lets an explicit AUTH_MODE=local win over configured providers', () => {
    const config = loadConfig({ AUTH_MODE: 'local', GOOGLE_CLIENT_ID: 'google-client' });
    expect(config.localTrial).toBe(true);
    expect(config.signInProviders).toEqual([]);
  });

  it('refuses an OIDC issuer without a client id', () => {
    expect(configError({ OIDC_ISSUER_URL: 'https://issuer.example' }).message).toMatch(/OIDC_CLIENT_ID/);
  });

  it('refuses AUTH_MODE=google without GOOGLE_CLIENT_ID', () => {
    expect(configError({ AUTH_MODE: 'google' }).message).toMatch(/GOOGLE_CLIENT_ID/);
  });

  it('refuses an unknown AUTH_MODE', () => {
    expect(configError({ AUTH_MODE: 'saml' }).message).toMatch(/AUTH_MODE/);
  });
});

describe('ADMIN_EMAILS', () => {
  it('is split on commas, trimmed, lower-cased and stripped of empty entries', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Admin@Example.COM ,second@example.com,, ' });
    expect(config.adminEmails).toEqual(['admin@example.com', 'second@example.com']);
  });
});

describe('production refusals', () => {
  it('accepts a complete production configuration', () => {
    expect(loadConfig(validProduction)).toMatchObject({ isProduction: true, localTrial: false });
  });

  it('accepts JWT_SECRET_FILE instead of JWT_SECRET', () => {
    const config = loadConfig({
      ...validProduction,
      JWT_SECRET: undefined,
      JWT_SECRET_FILE: '/run/secrets/jwt',
    });
    expect(config.jwtSecretFile).toBe('/run/secrets/jwt');
  });

  it('refuses the local trial mode', () => {
    expect(configError({ ...validProduction, AUTH_MODE: 'local' }).message).toMatch(
      /AUTH_MODE=local .*refused/,
    );
  });

  it('refuses the local mode it would otherwise fall back to', () => {
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET }).message).toMatch(
      /AUTH_MODE=local/,
    );
  });

  it('refuses a missing JWT_SECRET', () => {
    expect(configError({ ...validProduction, JWT_SECRET: undefined }).message).toMatch(/needs JWT_SECRET/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters, in any environment', () => {
    expect(configError({ JWT_SECRET: 'short' }).message).toMatch(/JWT_SECRET must be at least 32 characters/);
  });

  it('refuses an http:// OIDC issuer', () => {
    const error = configError({ ...validProduction, OIDC_ISSUER_URL: 'http://issuer.example' });
    expect(error.message).toMatch(/issuer must use https:\/\//);
    expect(error.message).toContain('http://issuer.example');
  });

  it('refuses a missing PUBLIC_URL', () => {
    expect(configError({ ...validProduction, PUBLIC_URL: undefined }).message).toMatch(/needs PUBLIC_URL/);
  });

  it('refuses an http:// PUBLIC_URL', () => {
    expect(configError({ ...validProduction, PUBLIC_URL: 'http://molip.example' }).message).toMatch(
      /PUBLIC_URL must use https:\/\//,
    );
  });

  it('refuses a moved clock, even by zero', () => {
    expect(configError({ ...validProduction, CLOCK_OFFSET_MS: '0' }).message).toMatch(
      /CLOCK_OFFSET_MS .*refused when NODE_ENV=production/,
    );
  });

  it('allows http:// issuers outside production, for local identity providers', () => {
    expect(loadConfig({ OIDC_ISSUER_URL: 'http://127.0.0.1:8080', OIDC_CLIENT_ID: 'molip' }).localTrial).toBe(
      false,
    );
  });
});

describe('invalid values', () => {
  it.each(['abc', '70000', '-1', '80.5'])('refuses PORT=%s naming the variable', (port) => {
    expect(configError({ PORT: port }).message).toMatch(/^Invalid environment:\n\s+PORT: /);
  });

  it.each([
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_MAX', '0'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(configError({ [name]: value }).message).toContain(`${name}: `);
  });

  it.each(['Mars/Base', 'Asia/Nowhere', 'GMT+25'])(
    'refuses DEFAULT_TIMEZONE=%s, which no learner could have',
    (zone) => {
      const message = configError({ DEFAULT_TIMEZONE: zone }).message;
      expect(message).toMatch(/^Invalid environment:\n\s+DEFAULT_TIMEZONE: /);
      expect(message).toContain(zone);
    },
  );

  it.each([
    ['UTC', 'UTC'],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['asia/seoul', 'Asia/Seoul'],
  ])('accepts DEFAULT_TIMEZONE=%s, spelled canonically as %s', (zone, canonical) => {
    expect(loadConfig({ DEFAULT_TIMEZONE: zone }).defaultTimezone).toBe(canonical);
  });

  it('lists every invalid variable at once', () => {
    const message = configError({ PORT: 'abc', LOG_LEVEL: 'loud' }).message;
    expect(message).toContain('PORT: ');
    expect(message).toContain('LOG_LEVEL: ');
  });
});

describe('CLOCK_OFFSET_MS', () => {
  it('leaves the clock alone by default and moves it either way outside production', () => {
    expect(loadConfig({}).clockOffsetMs).toBe(0);
    expect(loadConfig({ CLOCK_OFFSET_MS: '259200000' }).clockOffsetMs).toBe(259_200_000);
    expect(loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_MS: '-3600000' }).clockOffsetMs).toBe(-3_600_000);
  });

  it('refuses a value that is not a whole number of milliseconds', () => {
    expect(configError({ CLOCK_OFFSET_MS: '3 days' }).message).toContain('CLOCK_OFFSET_MS: ');
  });
});

describe('Web Push settings', () => {
  const publicKey = `B${'a'.repeat(86)}`;
  const privateKey = 'k'.repeat(43);

  it('keeps a generated pair by default and names the app by its https address', () => {
    expect(loadConfig({})).toMatchObject({ vapidKeys: undefined, vapidSubject: 'mailto:push@molip.invalid' });
    expect(loadConfig(validProduction)).toMatchObject({ vapidSubject: 'https://molip.example' });
  });

  it('takes the pair and the subject from the environment', () => {
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'mailto:ops@molip.example',
      }),
    ).toMatchObject({
      vapidKeys: { publicKey, privateKey },
      vapidSubject: 'mailto:ops@molip.example',
    });
  });

  it('refuses half a pair, a malformed key and a subject that is neither mailto: nor https:', () => {
    expect(configError({ VAPID_PUBLIC_KEY: publicKey }).message).toMatch(/together/);
    expect(configError({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey }).message).toMatch(
      /VAPID_PUBLIC_KEY/,
    );
    expect(configError({ VAPID_SUBJECT: 'http://molip.example' }).message).toMatch(/VAPID_SUBJECT/);
  });
});
