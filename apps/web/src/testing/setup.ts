import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { ReadableStream } from 'node:stream/web';
import { afterEach } from 'vitest';
import { endTimersWithFile } from './end-timers-with-file';

// Each file runs in its own VM context around jsdom's window, which has no streams of its own: fetch
// bodies are Node's.
globalThis.ReadableStream ??= ReadableStream as typeof globalThis.ReadableStream;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

endTimersWithFile();
