import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const SERVER_DIR = './apps/server';

/** HTTP contracts (error shapes, hostile input, the route table, OpenAPI): the same on any store. */
const CONTRACT_TESTS = [
  'test/error-shape.test.ts',
  'test/fuzz.test.ts',
  'test/openapi-document.test.ts',
  'test/route-table.test.ts',
];

/**
 * The API tests whose outcome the store or the runtime can change: the database layer, test/ but its HTTP
 * contracts (the built server, signals, child processes, SQL-level checks), and any other file that names
 * the store. CI's second API run (Node 24 on PGlite) takes these; the PostgreSQL run on Node 20 takes all.
 */
function storeAndRuntimeTests(): { include: string[]; exclude: string[] } {
  const namesTheStore = readdirSync(join(SERVER_DIR, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('db/'))
    .filter((file) => /ON_POSTGRES|pglite/i.test(readFileSync(join(SERVER_DIR, 'src', file), 'utf8')))
    .map((file) => `src/${file}`);
  return {
    include: ['src/db/**/*.test.ts', 'test/**/*.test.ts', ...namesTheStore],
    exclude: [...configDefaults.exclude, ...CONTRACT_TESTS],
  };
}

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: SERVER_DIR,
    ...(process.env.API_TESTS === 'store-and-runtime'
      ? storeAndRuntimeTests()
      : { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] }),
    // The shared rate-limit tests need a Redis; they skip with a notice without one.
    env: process.env.TEST_REDIS_URL ? { ...env, TEST_REDIS_URL: process.env.TEST_REDIS_URL } : env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated PGlite per run; each file's in-memory database starts as a copy of it. A PostgreSQL is
    // migrated and seeded once, before the workers (test/postgres-prepare.ts). The process
    // tests start the server's build, made once per run — or before it, when MOLIP_SERVER_BUILT=1 says so
    // (CI builds once for its two suites and the journeys).
    globalSetup: [
      './test/pglite-template.ts',
      './test/postgres-prepare.ts',
      ...(process.env.MOLIP_SERVER_BUILT === '1' ? [] : ['./test/server-build.ts']),
    ],
    // A worker keeps Fastify, Drizzle and PGlite loaded from file to file, and re-imports only the
    // server's own modules (test/fresh-modules.ts): the API suite in two thirds of the time.
    setupFiles: ['./test/fresh-modules.ts'],
    isolate: false,
  },
});

/**
 * `npm test` runs every project: the domain and web units, and the API suite on one store — embedded
 * PGlite, or the PostgreSQL that TEST_DATABASE_URL names. CI runs the whole suite on PostgreSQL under
 * Node 20, then what differs on PGlite under Node 24 (`API_TESTS=store-and-runtime`, `.ci/run`).
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
