import { vi } from 'vitest';

// The files of a worker share the libraries' modules (isolate: false); the server's own start afresh for
// each file, so a file's vi.mock and module state never reach the next one.
vi.resetModules();
