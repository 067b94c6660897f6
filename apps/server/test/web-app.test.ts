import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

const EARLY_START = 'window.early = "시작";';
const SHELL = `<!doctype html><title>몰입</title><script>${EARLY_START}</script><div id="root"></div>`;
const SCRIPT = `console.log(${JSON.stringify('몰입 '.repeat(200))});`;
const ASSET = '/assets/index-3f9a1c.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A build as `vite build` leaves it: each text file with its `.br` and `.gz` twin beside it. */
async function writeBuild(distDir: string) {
  const files: Record<string, string> = {
    'index.html': SHELL,
    [ASSET.slice(1)]: SCRIPT,
    'sw.js': 'self.addEventListener("fetch", () => {});',
  };
  await mkdir(path.join(distDir, 'assets'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(distDir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
}

describe('serving the web build', () => {
  let distDir: string;
  let app: FastifyInstance;
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'molip-dist-'));
    await writeBuild(distDir);
    app = await createTestApp({ serveWebApp: true, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the brotli twin to a browser that accepts it', async () => {
    const response = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzipped = await get(ASSET, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get(ASSET, encoding)).headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it.each([
    ['the shell', '/'],
    ['a deep link answered with the shell', '/study-plans/create'],
  ])('revalidates %s on every visit and compresses it', async (_name, url) => {
    const response = await get(url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL);
  });

  it('revalidates the files that keep their name between builds', async () => {
    const worker = await get('/sw.js', 'br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');

    const robots = await get('/robots.txt', 'br');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect(robots.body).toContain('User-agent');
  });

  it("allows the shell's own inline script by its hash, and no other inline script", async () => {
    const scriptSources = (response: { headers: Record<string, unknown> }) =>
      /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ');
    const hash = `'sha256-${createHash('sha256').update(EARLY_START).digest('base64')}'`;
    for (const url of ['/', '/study-plans/create', '/api/nothing']) {
      expect(scriptSources(await get(url))).toEqual(["'self'", hash]);
    }
  });

  it('never answers an API path with the shell or a file', async () => {
    const response = await get('/api/nothing', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
