import type { PGliteOptions } from '@electric-sql/pglite';

/** The messages between the server's thread and the worker thread that runs its embedded PGlite. */

/** What the worker opens: a data directory, or an in-memory store (optionally a copy of a `dumpDataDir` tarball). */
export type PgliteWorkerData = {
  dataDir: string | undefined;
  startParams: string[];
  template: ArrayBuffer | undefined;
  /** PGlite's WebAssembly, compiled by the parent thread (it compiles once for all its workers). */
  wasmModule: NonNullable<PGliteOptions['pgliteWasmModule']>;
};

/** A query; the types in `rawTypes` come back as the text PostgreSQL sent, for the caller's own parsers. */
export type QueryRequest = {
  op: 'query';
  text: string;
  params: unknown[];
  rowMode: 'array' | 'object' | undefined;
  rawTypes: number[];
  paramTypes: number[] | undefined;
  /** The open transaction it belongs to; without one it waits for any open transaction, as in PGlite. */
  transaction: number | undefined;
};

export type Request =
  | QueryRequest
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump'; compression: 'gzip' | 'none' }
  | { op: 'close' };

/** Each request carries an id; its reply names it. */
export type RequestMessage = Request & { id: number };

/** An error's name, message, stack and every plain field (a PostgreSQL error's `code`, `constraint`, …). */
export type SerializedError = {
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, string | number | boolean>;
};

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedError }
  | { kind: 'reply'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: SerializedError }
  | { kind: 'notification'; listener: number; payload: string };
