import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';

// `npm run dev` proxies the API to the server started by the root dev script (default port 3000).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const chunks = firstLoadChunks();

export default defineConfig({
  plugins: [react(), tailwindcss(), chunks.plugin, pwa(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
});
