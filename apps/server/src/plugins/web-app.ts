import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error.ts';
import { inServerPackage } from '../lib/package-root.ts';

const DEFAULT_WEB_DIST = inServerPackage('../web/dist');

/** The built SPA: `present` when this server is to serve it and the build is there. */
export type WebBuild = { root: string; enabled: boolean; present: boolean };

export function findWebBuild(options: { distDir?: string | undefined; enabled: boolean }): WebBuild {
  const root = path.resolve(options.distDir ?? DEFAULT_WEB_DIST);
  const present = options.enabled && existsSync(path.join(root, 'index.html'));
  return { root, enabled: options.enabled, present };
}

/**
 * The Content-Security-Policy sources that allow index.html's inline scripts (the early start of the session
 * and of the app's chunks) and nothing else: one `'sha256-…'` per script, read from the file served.
 */
export function inlineScriptSources(build: WebBuild): string[] {
  if (!build.present) return [];
  const html = readFileSync(path.join(build.root, 'index.html'), 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * Serves the built SPA: the build's brotli or gzip twin of a file when the browser accepts it, hashed assets
 * (`/assets/`) cached for a year, everything else (index.html, sw.js, the manifest, robots.txt) revalidated on
 * every use, and every other non-API GET answered with index.html so the client router (history mode) handles
 * deep links.
 */
export async function registerWebApp(app: FastifyInstance, build: WebBuild) {
  const { root, present: hasBuild } = build;
  if (build.enabled && !hasBuild) {
    app.log.warn({ root }, 'web build not found: run `npm run build` to serve the app');
  }
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      index: 'index.html',
      // `vite build` writes `file.br` and `file.gz` beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Unknown API paths are rate limited by the root onRequest limiter, so probing them is not free.
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasBuild && wantsPage && !request.url.startsWith('/api')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    throw notFound('요청한 경로를 찾을 수 없어요.');
  });
}
