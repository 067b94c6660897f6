import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { ReadableStream } from 'node:stream/web';
import { afterEach } from 'vitest';
import { endTimersWithFile } from './end-timers-with-file';

// Each file runs in its own VM context around jsdom's window, which has no streams of its own: fetch
// bodies are Node's.
globalThis.ReadableStream ??= ReadableStream as typeof globalThis.ReadableStream;

// Lazy chunks and transitions can take seconds on a busy two-core machine; a `findBy` waits that long, not 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

endTimersWithFile();
