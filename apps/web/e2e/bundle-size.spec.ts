import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const BUDGET_BYTES = 170 * 1024;

/** The entry script of index.html and everything it imports statically (lazy route chunks excluded). */
function initialChunks(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('No module entry in dist/index.html');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    // Static forms only: `import"./x.js"` and `from"./x.js"`; dynamic `import("./x.js")` is lazy.
    for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      const dependency = match[1];
      if (dependency) visit(join(dirname(file), dependency));
    }
  };
  visit(entry);
  return [...seen];
}

test('initial JavaScript for /login stays within 170 KB gzip', () => {
  const chunks = initialChunks();
  const sizes = chunks.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }));
  const total = sizes.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`initial JS: ${(total / 1024).toFixed(1)} KB gzip in ${chunks.length} chunks`);
  expect(chunks.some((file) => file.includes('login'))).toBe(false);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
