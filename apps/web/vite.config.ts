import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { precompress } from './build/precompress.ts';
import { pureSchemas } from './build/pure-schemas.ts';
import { pwa } from './build/pwa.ts';

// `npm run dev` proxies the API to the server started by the root dev script (default port 3000).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const chunks = firstLoadChunks();

// react-router's package exports name only its development build, whose dev-only warnings stay on in
// production (remix-run/react-router#14102); the build takes the production build it ships beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);
const reactRouterAlias = existsSync(reactRouterProduction)
  ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
  : [];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pureSchemas(), chunks.plugin, pwa(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterAlias : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // No polyfill for <link rel="modulepreload">: every browser we serve has it but Safari before 17, which
    // then only loads the app's chunks a little later (index.html's early start adds the links itself).
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
}));
