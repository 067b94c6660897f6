import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { inServerPackage, RUNS_FROM_BUILD } from '../lib/package-root.ts';
import type { PgliteWorkerData, Request, SerializedError, WorkerMessage } from './pglite-worker-protocol.ts';

/** The options drizzle's pglite driver passes: the row shape, and parsers it applies to PostgreSQL's text. */
export type WorkerQueryOptions = Pick<QueryOptions, 'rowMode' | 'parsers' | 'paramTypes'>;

/** What drizzle's pglite driver calls on a transaction's client. */
export type PgliteWorkerTransaction = {
  query<T>(text: string, params?: unknown[], options?: WorkerQueryOptions): Promise<Results<T>>;
};

/** A PostgreSQL error raised in the worker, with its fields (`code`, `constraint`, `severity`, …) as PGlite set them. */
export class DatabaseError extends Error {}

function revive(serialized: SerializedError): Error {
  const error = 'severity' in serialized.fields ? new DatabaseError() : new Error();
  Object.assign(error, serialized.fields);
  error.name = serialized.name;
  error.message = serialized.message;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}

/** The worker is gone: a lost connection to the caller (a 503, as for PostgreSQL), never a server fault. */
const workerGone = (reason: string) =>
  Object.assign(new Error(`The embedded database's thread stopped: ${reason}`), {
    code: '57P01',
    severity: 'FATAL',
  });

type WasmModule = PgliteWorkerData['wasmModule'];

// Node's global; the server's TypeScript leaves out the DOM library, which declares it.
const webAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } = Reflect.get(
  globalThis,
  'WebAssembly',
);

let compiledPglite: Promise<WasmModule> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every worker it starts, as PGlite's own
 * instances in one thread share one compilation (a test process opens several stores).
 */
function pgliteWasmModule(): Promise<WasmModule> {
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    'pglite.wasm',
  );
  compiledPglite ??= readFile(file).then((bytes) => webAssembly.compile(bytes));
  return compiledPglite;
}

/** The worker's entry: the build's script beside the server's, or the source through tsx. */
function startWorker(data: PgliteWorkerData): Worker {
  const options = { workerData: data, transferList: data.template ? [data.template] : [] };
  if (RUNS_FROM_BUILD) return new Worker(inServerPackage('dist/pglite-worker.js'), options);
  // tsx's hooks do not reach a worker (neither `--import tsx` nor the parent's): it registers them itself.
  // The ESM build of tsx's API sits beside the CommonJS one that require() finds (its package exports both).
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = JSON.stringify(pathToFileURL(tsxApi).href);
  const entry = JSON.stringify(new URL('pglite-worker.ts', import.meta.url).href);
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${entry}); });`, {
    ...options,
    eval: true,
  });
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The embedded PGlite, run in a worker thread and reached by messages: exactly the client drizzle's pglite
 * driver uses (`query`, `transaction`), with `listen`, `dumpDataDir` and `close` for the rest of the server.
 * Rows cross by structured clone, which keeps dates, bigints, byte arrays and JSON values as PGlite made them.
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  readonly #opening: Pending;
  #nextId = 1;
  #gone: Error | undefined;

  private constructor(worker: Worker, opening: Pending) {
    this.#worker = worker;
    this.#opening = opening;
    worker.on('message', (message: WorkerMessage) => this.#receive(message));
    worker.on('error', (error) => this.#stop(workerGone(error.message)));
    worker.on('exit', (code) => this.#stop(workerGone(`it exited with code ${code}`)));
  }

  /** Starts the worker and opens the store in it; rejects with PGlite's own error if it cannot. */
  static async open(store: Omit<PgliteWorkerData, 'wasmModule'>): Promise<PgliteWorkerClient> {
    const worker = startWorker({ ...store, wasmModule: await pgliteWasmModule() });
    let opening: Pending = { resolve: () => undefined, reject: () => undefined };
    const opened = new Promise((resolve, reject) => {
      opening = { resolve, reject };
    });
    const client = new PgliteWorkerClient(worker, opening);
    try {
      await opened;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  #receive(message: WorkerMessage) {
    if (message.kind === 'ready') {
      this.#opening.resolve(undefined);
      return;
    }
    if (message.kind === 'failed') {
      this.#opening.reject(revive(message.error));
      return;
    }
    if (message.kind === 'notification') {
      this.#listeners.get(message.listener)?.(message.payload);
      return;
    }
    const pending = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    if (message.kind === 'reply') pending?.resolve(message.value);
    else pending?.reject(revive(message.error));
  }

  /** Every call still waiting fails, as every later one will. */
  #stop(error: Error) {
    this.#gone ??= error;
    this.#opening.reject(error);
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call(request: Request): Promise<unknown> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function) never reaches the worker.
        this.#pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  async #query<T>(
    transaction: number | undefined,
    text: string,
    params: unknown[] = [],
    options: WorkerQueryOptions = {},
  ): Promise<Results<T>> {
    const parsers = options.parsers ?? {};
    const reply = await this.#call({
      op: 'query',
      text,
      params,
      rowMode: options.rowMode,
      rawTypes: Object.keys(parsers).map(Number),
      paramTypes: options.paramTypes,
      transaction,
    });
    const results = asResults<T>(reply);
    applyParsers(results, parsers, options.rowMode ?? 'object');
    return results;
  }

  query<T>(text: string, params?: unknown[], options?: WorkerQueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  /**
   * Runs `callback` in one transaction, as PGlite's `transaction` does: its queries go to the worker as part
   * of it, and every other query waits there until it commits or rolls back.
   */
  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const id = Number(await this.#call({ op: 'begin' }));
    let result: T;
    try {
      result = await callback({
        query: (text, params, options) => this.#query(id, text, params, options),
      });
    } catch (error) {
      // The callback's error is the one to report; a failed rollback means the worker is gone anyway.
      await this.#call({ op: 'end', transaction: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'end', transaction: id, commit: true });
    return result;
  }

  /** Calls `onPayload` for each NOTIFY on `channel` once its transaction commits; resolves to the unlisten. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    // The id the listen request is about to take: the worker names its notifications by it.
    const id = this.#nextId;
    this.#listeners.set(id, onPayload);
    try {
      await this.#call({ op: 'listen', channel });
    } catch (error) {
      this.#listeners.delete(id);
      throw error;
    }
    return async () => {
      this.#listeners.delete(id);
      await this.#call({ op: 'unlisten', listener: id });
    };
  }

  /** The whole data directory as a tarball, which `loadDataDir` reloads. */
  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    const dump = await this.#call({ op: 'dump', compression });
    if (!(dump instanceof ArrayBuffer)) throw new Error('The embedded database sent no dump');
    return new Blob([dump]);
  }

  /** Closes the store (PGlite checkpoints and writes its files), then ends the thread. */
  async close(): Promise<void> {
    if (this.#gone) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#stop(new Error('The embedded database is closed'));
      // The store is closed and written out; the thread's teardown (its WebAssembly memory) need not be awaited.
      void this.#worker.terminate();
    }
  }
}

function asResults<T>(reply: unknown): Results<T> {
  if (typeof reply !== 'object' || reply === null || !('rows' in reply) || !('fields' in reply))
    throw new Error('The embedded database sent no result');
  // The worker sends PGlite's own Results object, cloned.
  return reply as Results<T>;
}

/** Applies the caller's parsers to the values the worker left as PostgreSQL's text. */
function applyParsers(
  results: Results<unknown>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: 'array' | 'object',
) {
  const parsed = results.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: rowMode === 'array' ? index : field.name, parse }] : [];
  });
  if (parsed.length === 0) return;
  for (const row of results.rows) {
    if (typeof row !== 'object' || row === null) continue;
    for (const { key, parse } of parsed) {
      const value: unknown = Reflect.get(row, key);
      if (typeof value === 'string') Reflect.set(row, key, parse(value));
    }
  }
}
