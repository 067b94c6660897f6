import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type {
  PgliteWorkerData,
  QueryRequest,
  RequestMessage,
  SerializedError,
  WorkerMessage,
} from './pglite-worker-protocol.ts';

/**
 * The embedded PGlite's own thread (started by pglite-worker-client.ts): a statement that holds WebAssembly
 * for a second holds this thread, not the one answering HTTP. It runs each request as it arrives; PGlite's
 * own locks queue them as they did in the server's thread (a query outside a transaction waits for it).
 */

function threadPort(): MessagePort {
  if (!parentPort) throw new Error('pglite-worker runs as a worker thread (see pglite-worker-client.ts)');
  return parentPort;
}

const port = threadPort();
const data: PgliteWorkerData = workerData;

/** A PostgreSQL error's fields are strings and numbers; the query's parameters and options stay behind. */
const LEFT_BEHIND_FIELDS = new Set(['name', 'message', 'stack', 'query', 'params', 'queryOptions']);

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error))
    return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [field, value] of Object.entries(error)) {
    if (LEFT_BEHIND_FIELDS.has(field)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[field] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const send = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

// The caller parses these types itself (drizzle keeps dates and numerics as PostgreSQL's text).
const asText = (value: string) => value;

// Thrown inside PGlite's transaction callback so that PGlite rolls back; the caller already has its error.
const ROLLBACK_REQUESTED = Symbol('rollback requested');

type OpenTransaction = {
  query: Transaction['query'];
  /** Commits or rolls back; rejects when COMMIT fails. */
  end(commit: boolean): Promise<void>;
};

let db: PGlite;
try {
  const options = { startParams: data.startParams, pgliteWasmModule: data.wasmModule };
  db = data.dataDir
    ? await PGlite.create(data.dataDir, options)
    : await PGlite.create({
        ...options,
        ...(data.template ? { loadDataDir: new Blob([data.template]) } : {}),
      });
} catch (error) {
  send({ kind: 'failed', error: serializeError(error) });
  port.close();
  throw error;
}

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();

/** Opens a transaction that stays open, holding PGlite's transaction lock, until `end` is called. */
function begin(): Promise<OpenTransaction> {
  return new Promise((opened, failed) => {
    let decide: (commit: boolean) => void = () => undefined;
    const decision = new Promise<boolean>((resolve) => {
      decide = resolve;
    });
    const outcome = db.transaction(async (tx) => {
      opened({
        query: (text, params, options) => tx.query(text, params, options),
        async end(commit) {
          decide(commit);
          await outcome.catch((error: unknown) => {
            if (error !== ROLLBACK_REQUESTED) throw error;
          });
        },
      });
      if (!(await decision)) throw ROLLBACK_REQUESTED;
    });
    // Before the callback ran this is BEGIN's failure; after, `end` reports it.
    outcome.catch(failed);
  });
}

function openTransaction(id: number): OpenTransaction {
  const transaction = transactions.get(id);
  if (!transaction) throw new Error(`No open transaction ${id} in the embedded database`);
  return transaction;
}

function query(request: QueryRequest) {
  const options = {
    ...(request.rowMode ? { rowMode: request.rowMode } : {}),
    parsers: Object.fromEntries(request.rawTypes.map((type) => [type, asText])),
    ...(request.paramTypes ? { paramTypes: request.paramTypes } : {}),
  };
  return request.transaction === undefined
    ? db.query(request.text, request.params, options)
    : openTransaction(request.transaction).query(request.text, request.params, options);
}

async function handle(request: RequestMessage): Promise<void> {
  const { id } = request;
  switch (request.op) {
    case 'query':
      send({ kind: 'reply', id, value: await query(request) });
      return;
    case 'begin':
      transactions.set(id, await begin());
      send({ kind: 'reply', id, value: id });
      return;
    case 'end': {
      const transaction = openTransaction(request.transaction);
      transactions.delete(request.transaction);
      await transaction.end(request.commit);
      send({ kind: 'reply', id, value: undefined });
      return;
    }
    case 'listen': {
      const unlisten = await db.listen(request.channel, (payload) =>
        send({ kind: 'notification', listener: id, payload }),
      );
      listeners.set(id, unlisten);
      send({ kind: 'reply', id, value: id });
      return;
    }
    case 'unlisten':
      await listeners.get(request.listener)?.();
      listeners.delete(request.listener);
      send({ kind: 'reply', id, value: undefined });
      return;
    case 'dump': {
      const dump = await (await db.dumpDataDir(request.compression)).arrayBuffer();
      send({ kind: 'reply', id, value: dump }, [dump]);
      return;
    }
    case 'close':
      // PGlite checkpoints and writes its files out before this resolves.
      await db.close();
      send({ kind: 'reply', id, value: undefined });
      port.close();
      return;
  }
}

port.on('message', (request: RequestMessage) => {
  handle(request).catch((error: unknown) =>
    send({ kind: 'error', id: request.id, error: serializeError(error) }),
  );
});
send({ kind: 'ready' });
