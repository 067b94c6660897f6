import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the server once per run: the process tests start the build, as `npm run serve` does. */
export default function setup() {
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
}
