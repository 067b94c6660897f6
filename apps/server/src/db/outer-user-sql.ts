import { getTableName, sql } from 'drizzle-orm';
import { users } from './schema.ts';

/**
 * The outer query's `users.id` for a correlated subquery, named in full: Drizzle leaves columns unqualified in a
 * one-table select, and an unqualified `id` inside the subquery would bind to the subquery's own table.
 */
export const outerUserId = sql`${sql.identifier(getTableName(users))}.${sql.identifier(users.id.name)}`;
