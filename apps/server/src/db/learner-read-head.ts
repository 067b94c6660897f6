import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accountStatusColumns, type AccountReadKey } from './account-status-sql.ts';
import { preparedPerDatabase, type StatementName } from './prepared-statements.ts';
import { users } from './schema.ts';
import { nowParameter, studyDayOf } from './study-day-sql.ts';

/** The learner's read version and study day at the statement's `now`, as columns of a select on `users`. */
export const readVersionColumns = {
  readVersion: users.readVersion,
  today: studyDayOf(nowParameter).as('today'),
};

function prepareLearnerReadHead(db: Database, name: StatementName) {
  return db
    .select({ account: accountStatusColumns, ...readVersionColumns })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name('learner_read_head'));
}
const learnerReadHead = preparedPerDatabase(prepareLearnerReadHead);

/**
 * The account read of the request (plugins/authenticate.ts) with the learner's read version and study day:
 * one primary-key read that says whether a cached answer still holds. Nothing when the account is gone.
 */
export async function readLearnerHead(db: Database, key: AccountReadKey, now: Date) {
  const [row] = await learnerReadHead(db).execute({ ...key, now: now.toISOString() });
  return row;
}

/**
 * A fresh read of a cached answer: the account beside it, and the read version and study day it was read at
 * (read before or with the answer, never after). `live` answers change with the clock and are not kept.
 */
export type FreshLearnerRead<T> = {
  account: NonNullable<Awaited<ReturnType<typeof readLearnerHead>>>['account'];
  readVersion: number;
  today: string;
  value: T;
  live?: boolean;
};
