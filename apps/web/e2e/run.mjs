// Runs the Playwright suite against Debian's Chromium. Without a Chromium the suite is skipped locally
// but fails in CI (CI=true), where a missing browser must never look like a pass.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

// The journeys run in Playwright's workers, one per core, against one server (playwright.config.ts).
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: webDir,
  stdio: 'inherit',
});
// CI keeps only what the run prints: each failed journey's page as the failure left it (its ARIA snapshot).
if (result.status !== 0 && process.env.CI === 'true') printErrorContexts(join(webDir, 'test-results'));
process.exit(result.status ?? 1);

function printErrorContexts(resultsDir) {
  if (!existsSync(resultsDir)) return;
  for (const entry of readdirSync(resultsDir, { recursive: true })) {
    if (!String(entry).endsWith('error-context.md')) continue;
    const context = readFileSync(join(resultsDir, String(entry)), 'utf8');
    // The error itself is in the report above; a journey that failed on a page left its snapshot here.
    const snapshot = context.indexOf('# Page snapshot');
    if (snapshot >= 0) console.log(`\n--- ${dirname(String(entry))}\n${context.slice(snapshot)}`);
  }
}
