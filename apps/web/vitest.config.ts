import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Works standalone (`npx vitest run --config apps/web/vitest.config.ts`) and as a root `projects` entry:
// `root` is pinned to this folder so the globs below do not depend on the working directory.
export default defineProject({
  root,
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Only the PWA plugin of the build provides it.
      'virtual:pwa-register/react': fileURLToPath(
        new URL('./src/testing/pwa-register-react.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Above the five seconds a `findBy` may wait (src/testing/setup.ts).
    testTimeout: 15_000,
    // Each file in a VM context of its own on a reused worker: the same isolation, a third of the time.
    pool: 'vmThreads',
    // With a single worker, Vitest 4 runs every file in ONE VM context, and module state (stores) leaks
    // from file to file; two or more workers keep one context per file.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
