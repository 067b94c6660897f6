// Runs the Playwright suite against Debian's Chromium. Without a Chromium the suite is skipped locally
// but fails in CI (CI=true), where a missing browser must never look like a pass.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Each shard runs a server and a Chromium: on two cores a slower machine starves both, and the journeys
// time out (docs/performance.md, 2026-11-23 19:23), so two shards need four cores.
const CORES_PER_SHARD = 2;

if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium} (set CHROMIUM_PATH).`;
  if (process.env.CI === 'true') {
    console.error(`${message} End-to-end tests are required in CI.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the end-to-end tests.`);
  process.exit(0);
}

if (!existsSync(join(webDir, 'dist', 'index.html'))) {
  console.log('No build found: building the web app first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const shards = shardCount();
if (shards === 1) {
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: webDir,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
const statuses = await Promise.all(
  splitSpecs(shards).map((specs, index) => runShard(index + 1, shards, specs)),
);
const failed = statuses.filter((status) => status !== 0).length;
console.log(failed === 0 ? `All ${shards} shards passed.` : `${failed} of ${shards} shards failed.`);
process.exit(failed === 0 ? 0 : 1);

/**
 * `E2E_SHARDS`, else two on a machine with two cores or more (the journeys mostly wait on the browser) —
 * but one when the run names its own tests, which a shard might not get any of.
 */
function shardCount() {
  const fallback = process.argv.length === 2 && availableParallelism() >= 2 * CORES_PER_SHARD ? 2 : 1;
  const requested = Number(process.env.E2E_SHARDS ?? fallback);
  return Number.isInteger(requested) && requested > 1 ? requested : 1;
}

/**
 * The spec files in `count` groups of about equal size, largest first into the lightest group: a file's
 * size follows its journey's length well enough (Playwright's own `--shard` balances test counts, which
 * left one shard twice as long as the other).
 */
function splitSpecs(count) {
  const e2eDir = join(webDir, 'e2e');
  const specs = readdirSync(e2eDir)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => ({ path: `e2e/${file}`, size: statSync(join(e2eDir, file)).size }))
    .sort((a, b) => b.size - a.size);
  const groups = Array.from({ length: count }, () => ({ size: 0, paths: [] }));
  for (const spec of specs) {
    const lightest = groups.reduce((min, group) => (group.size < min.size ? group : min));
    lightest.size += spec.size;
    lightest.paths.push(spec.path);
  }
  return groups.map((group) => group.paths);
}

/**
 * One shard: its own Playwright process with its own server, port, embedded database and output folder,
 * so shards share nothing (the admin journey publishes terms for every learner of its database). Its lines
 * are prefixed with the shard's number.
 */
function runShard(index, total, specs) {
  const port = Number(process.env.E2E_PORT ?? 3100) + index - 1;
  const child = spawn('npx', ['playwright', 'test', ...specs, ...process.argv.slice(2)], {
    cwd: webDir,
    env: { ...process.env, E2E_PORT: String(port), E2E_OUTPUT_DIR: `test-results/shard-${index}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${index}/${total}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}
