import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A JSON object with these fields, written by PostgreSQL without spaces (`row_to_json` of one row: each key is
 * a column alias). Dates come out as `YYYY-MM-DD`, like the date columns, SQL nulls as `null`, and a `json`
 * value is embedded as it is.
 */
export function jsonObject(fields: Record<string, PgColumn | SQL | SQL.Aliased>): SQL {
  const columns = Object.entries(fields).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`);
  return sql`(select row_to_json(fields) from (select ${sql.join(columns, sql`, `)}) fields)`;
}

/** The values of `value` over the group, in `order`, as one JSON array without spaces (`[]` for none). */
export function jsonArrayAgg(value: PgColumn | SQL | SQL.Aliased, order: SQL): SQL {
  return sql`coalesce(array_to_json(array_agg(${value} order by ${order})), '[]')`;
}
