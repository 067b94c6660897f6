import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const dist = process.env.E2E_WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const SIGN_IN_BUDGET_BYTES = 100 * 1024;
// 165 KB (163.9 KB on 2026-11-29 at 20:30 UTC, after the sign-in screen left the entry for a chunk of its own:
// 1.1 KB below the evening's 165.0; the device push keep-alive, the app badge and FSRS are lazy or server-only):
// React (63 KB), the data router (30 KB), TanStack Query (12 KB) and Zod (12 KB: its core under `zod/mini`, with
// the Korean default messages) take about 118 KB of it (docs/performance.md). The next dashboard feature
// brings its own saving.
const DASHBOARD_BUDGET_BYTES = 165 * 1024;

const read = (file: string) => readFileSync(join(dist, file), 'utf8');

/** The entry script of index.html: what every page, the sign-in page included, loads first. */
function entryChunk(): string {
  const entry = /<script type="module"[^>]*src="\/([^"]+\.js)"/.exec(read('index.html'))?.[1];
  if (!entry) throw new Error('No module entry in index.html');
  return entry;
}

/** The chunk a chunk loads lazily from the module named `name` (`import("./dashboard-a1b2.js")`). */
function lazyChunk(from: string, name: string): string {
  const pattern = new RegExp(`\\bimport\\(\\s*[\`"']\\./(${name}-[\\w-]+\\.js)[\`"']\\s*\\)`);
  const file = pattern.exec(read(from))?.[1];
  if (!file) throw new Error(`${from} does not load ${name} lazily`);
  return join(dirname(from), file);
}

/** The chunks and everything they import statically; dynamic `import("./x.js")` stays out (loaded later). */
function withStaticImports(chunks: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Static forms only: `import"./x.js"` and `from"./x.js"`.
    for (const match of read(file).matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"'`]+\.js)["']/g)) {
      const dependency = match[1];
      if (dependency) visit(join(dirname(file), dependency));
    }
  };
  chunks.forEach(visit);
  return [...seen];
}

/** The build's own brotli file (build/precompress.ts, at the same quality), else the chunk compressed here. */
function brotliBytes(file: string): number {
  const precompressed = join(dist, `${file}.br`);
  return existsSync(precompressed)
    ? statSync(precompressed).size
    : brotliCompressSync(readFileSync(join(dist, file))).length;
}

/** Gzip and brotli bytes of the chunks together, printed for the record. */
function measure(label: string, chunks: string[]): number {
  const sources = chunks.map((file) => readFileSync(join(dist, file)));
  const gzip = sources.reduce((sum, source) => sum + gzipSync(source).length, 0);
  const brotli = chunks.reduce((sum, file) => sum + brotliBytes(file), 0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`${label}: ${kb(gzip)} KB gzip, ${kb(brotli)} KB brotli in ${chunks.length} chunks`);
  return gzip;
}

test('the sign-in page loads at most 100 KB of JavaScript (gzip), without the router or Zod', () => {
  const entry = entryChunk();
  // The entry, what the sign-in screen shares with the app, and the screen (fetched beside the entry).
  const chunks = withStaticImports([entry, lazyChunk(entry, 'sign-in')]);
  expect(chunks.length).toBeLessThanOrEqual(3);
  const code = chunks.map(read).join('\n');
  // The whole app, with its router and every page, is loaded only after signing in or on any other page.
  expect(chunks.some((file) => /\/app-/.test(file))).toBe(false);
  expect(code).not.toContain('createBrowserRouter');
  // Zod's schemas all carry `_zod`; the sign-in page loads its contracts only when it needs to parse one.
  expect(code).not.toContain('._zod');
  expect(measure('sign-in page (/login)', chunks)).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
});

test('the dashboard loads at most 165 KB of JavaScript (gzip), in four chunks, on a first visit, without the sign-in screen', () => {
  const entry = entryChunk();
  // The entry, what the app shares with the sign-in screen, the API contracts and the app (router, shell and
  // dashboard together).
  const chunks = withStaticImports([entry, lazyChunk(entry, 'app')]);
  expect(chunks.length).toBeLessThanOrEqual(4);
  expect(chunks.some((file) => /\/sign-in-/.test(file))).toBe(false);
  expect(measure('dashboard (/)', chunks)).toBeLessThanOrEqual(DASHBOARD_BUDGET_BYTES);
});
