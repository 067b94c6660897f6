import type { Database } from './client.ts';

/**
 * `prepare` run once per database and kept: named prepared statements skip PostgreSQL's planning and
 * Drizzle's query building on the hottest reads, and a name may be prepared only once per database.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}
