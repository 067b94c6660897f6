import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The shared rate-limit tests need a Redis; they skip with a notice without one.
    env: process.env.TEST_REDIS_URL ? { ...env, TEST_REDIS_URL: process.env.TEST_REDIS_URL } : env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated PGlite per run; each file's in-memory database starts as a copy of it. The process
    // tests start the server's build, made once per run.
    globalSetup: ['./test/pglite-template.ts', './test/server-build.ts'],
    // A worker keeps Fastify, Drizzle and PGlite loaded from file to file, and re-imports only the
    // server's own modules (test/fresh-modules.ts): the API suite in two thirds of the time.
    setupFiles: ['./test/fresh-modules.ts'],
    isolate: false,
  },
});

/**
 * `npm test` runs every project: the domain and web units, and the API suite on one store — embedded
 * PGlite, or the PostgreSQL that TEST_DATABASE_URL names. CI runs it on PostgreSQL under Node 20 and on
 * PGlite under Node 24 (`.ci/run`), so each store and each runtime runs the whole suite once.
 */
export default defineConfig({
  test: {
    // Every core (Vitest 4 leaves one free, which is one worker on a two-core CI machine): the API and
    // process tests spend much of their time waiting on a database or a child server. Never one: the web
    // project's VM pool would then share one context between files (apps/web/vitest.config.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      // The lint rules that hold the architecture (import boundaries), tested on fixture code.
      { test: { name: 'lint-rules', root: '.', include: ['eslint.config.test.ts'], testTimeout: 30_000 } },
      process.env.TEST_DATABASE_URL
        ? apiProject('api-postgres', {
            TEST_DB: 'postgres',
            TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
          })
        : apiProject('api-pglite', { TEST_DB: 'pglite' }),
      ...(existsSync('./apps/web/vitest.config.ts') ? ['./apps/web/vitest.config.ts'] : []),
    ],
  },
});
