import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { openTodoStatuses } from '@molip/domain/todo-status';

/**
 * `status in ('PENDING', 'IN_PROGRESS')` with the open statuses as literals, not parameters, so PostgreSQL
 * can match it against the partial index on open to-dos even in a prepared statement's generic plan.
 */
export function isOpenTodo(status: PgColumn): SQL {
  const literals = openTodoStatuses.map((value) => `'${value}'`).join(', ');
  return sql`${status} in ${sql.raw(`(${literals})`)}`;
}

/** `status = 'COMPLETED'` as a literal, for the same reason: it matches the partial index on completed to-dos. */
export function isCompletedTodo(status: PgColumn): SQL {
  return sql`${status} = 'COMPLETED'`;
}
