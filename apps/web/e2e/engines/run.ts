// Runs the core journey in Firefox ESR (Gecko) and WebKitGTK (Safari's engine), from Debian's packages:
// Playwright cannot download its own browsers here. Without them the run is skipped locally but fails in
// CI (CI=true), where a missing browser must never look like a pass.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreJourney, expectNoNewVersionBar } from './core-journey';
import { startBuiltServer } from '../built-server';
import type { EngineOptions, EnginePage } from './engine-page';
import { FIREFOX_PATH, openFirefox } from './firefox-page';
import { openWebKit, WEBKIT_DRIVER_PATH } from './webkit-page';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const repositoryRoot = join(webDir, '../..');
const XVFB_PATH = '/usr/bin/Xvfb';

type Engine = { name: string; needs: string[]; open: (options: EngineOptions) => Promise<EnginePage> };
const engines: Engine[] = [
  { name: 'Firefox ESR', needs: [FIREFOX_PATH], open: openFirefox },
  { name: 'WebKitGTK', needs: [WEBKIT_DRIVER_PATH, XVFB_PATH], open: openWebKit },
];

const missing = engines.flatMap((engine) => engine.needs.filter((path) => !existsSync(path)));
if (missing.length > 0) {
  const message = `Not found: ${missing.join(', ')} (Debian's firefox-esr, webkit2gtk-driver and xvfb).`;
  if (process.env.CI === 'true') {
    console.error(`${message} The Firefox and WebKit journeys are required in CI.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the Firefox and WebKit journeys.`);
  process.exit(0);
}

if (
  !existsSync(join(webDir, 'dist', 'index.html')) ||
  !existsSync(join(repositoryRoot, 'apps/server/dist/server.js'))
) {
  console.log('No build found: building the app first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** A display of its own for WebKitGTK, unless the run already has one. */
function startDisplay(): { display: string; process?: ChildProcess } {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY };
  const display = `:${90 + (process.pid % 100)}`;
  const xvfb = spawn(XVFB_PATH, [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  return { display, process: xvfb };
}

async function runEngine(engine: Engine, options: EngineOptions): Promise<boolean> {
  console.log(`\n${engine.name}`);
  const page = await engine.open(options);
  try {
    for (const step of coreJourney()) {
      const started = performance.now();
      await step.run(page);
      await expectNoNewVersionBar(page);
      console.log(`  ✓ ${step.name} (${Math.round(performance.now() - started)} ms)`);
    }
    const problems = await page.problems();
    if (problems.length > 0) {
      console.error(`  ✗ the console showed:\n    ${problems.join('\n    ')}`);
      return false;
    }
    return true;
  } catch (error) {
    // A driver error may have no message (WebKitWebDriver's often has none): its name and stack say more.
    console.error(
      `  ✗ ${error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)}`,
    );
    const problems = await page.problems().catch(() => []);
    if (problems.length > 0) console.error(`    console:\n    ${problems.join('\n    ')}`);
    await page.screenshot('failure').catch(() => undefined);
    return false;
  } finally {
    await page.close();
  }
}

const screenshotDir = join(webDir, 'e2e/screenshots/engines');
mkdirSync(screenshotDir, { recursive: true });
const display = startDisplay();
// A fresh embedded database, made by the server's first start.
const dataDir = mkdtempSync(join(tmpdir(), 'molip-engines-'));
const server = await startBuiltServer({ dataDir });
let failed = 0;
try {
  for (const engine of engines) {
    const passed = await runEngine(engine, {
      baseUrl: server.baseUrl,
      viewport: { width: 390, height: 844 },
      env: { TZ: 'Asia/Seoul', LANG: 'ko_KR.UTF-8', LANGUAGE: 'ko', DISPLAY: display.display },
      screenshotDir,
    });
    if (!passed) failed += 1;
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  display.process?.kill();
}
console.log(failed === 0 ? '\nBoth engines passed.' : `\n${failed} of ${engines.length} engines failed.`);
process.exit(failed === 0 ? 0 : 1);
