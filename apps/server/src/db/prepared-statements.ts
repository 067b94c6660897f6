import type { Database } from './client.ts';

/** Gives a statement its name, or none where names cannot be kept (`prepareNothingByName`). */
export type StatementName = (name: string) => string;

const unnamed = new WeakSet<Database>();

/**
 * Behind a transaction pooler (PgBouncer) each transaction may reach another backend, where a statement
 * prepared by name on the last one does not exist: such a database prepares its statements unnamed.
 */
export function prepareNothingByName(db: Database): void {
  unnamed.add(db);
}

/**
 * `prepare` run once per database and kept: named prepared statements skip PostgreSQL's planning and
 * Drizzle's query building on the hottest reads, and a name may be prepared only once per database.
 */
export function preparedPerDatabase<T>(
  prepare: (db: Database, name: StatementName) => T,
): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (statements === undefined) {
      statements = prepare(db, (name) => (unnamed.has(db) ? '' : name));
      prepared.set(db, statements);
    }
    return statements;
  };
}
