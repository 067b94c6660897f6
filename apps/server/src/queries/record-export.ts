import { wholeMinutes } from '@molip/domain/duration';
import { FREE_FOCUS_TITLE } from '@molip/domain/focus';
import { dateTimeInZone } from '@molip/domain/zoned-time';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import { accountMessages } from '@molip/domain/user';
import {
  agreementsOf,
  findAccount,
  focusBlockPages,
  focusLogPages,
  focusSessionPages,
  membershipsOf,
  reviewLogPages,
  studyPlanPages,
  todoPages,
} from '../repositories/my-records.ts';

type Rows = AsyncIterable<readonly unknown[]> | readonly unknown[];

/** One JSON array, a row per line, written page by page. */
async function* jsonArray(name: string, rows: Rows, last = false): AsyncGenerator<string> {
  yield `  ${JSON.stringify(name)}: [`;
  let first = true;
  const write = (row: unknown) => {
    const line = `${first ? '' : ','}\n    ${JSON.stringify(row)}`;
    first = false;
    return line;
  };
  if (Symbol.asyncIterator in rows) {
    for await (const page of rows) yield page.map(write).join('');
  } else {
    yield rows.map(write).join('');
  }
  yield `${first ? '' : '\n  '}]${last ? '' : ','}\n`;
}

/**
 * Everything the learner has in Molip as one JSON document — profile, agreements, groups, plans, to-dos,
 * the review log, focus sessions, blocks and logs — read a page at a time and nothing of any other learner. The account is
 * read first, so a missing account is a 404 before anything is sent.
 */
export async function learnerRecordsJson(db: Database, userId: string, now: Date) {
  const account = await findAccount(db, userId);
  if (!account) throw notFound(accountMessages.notFound);
  return (async function* () {
    yield '{\n';
    yield `  "exportedAt": ${JSON.stringify(now.toISOString())},\n`;
    const profile = {
      id: account.id,
      email: account.email,
      displayName: account.displayName,
      username: account.username,
      photoURL: account.photoUrl,
      timezone: account.timezone,
      dayStartHour: account.dayStartHour,
      createdAt: account.createdAt,
      lastLoginAt: account.lastLoginAt,
    };
    yield `  "profile": ${JSON.stringify(profile)},\n`;
    yield* jsonArray('agreements', await agreementsOf(db, userId));
    yield* jsonArray('studyGroups', await membershipsOf(db, userId));
    yield* jsonArray('studyPlans', studyPlanPages(db, userId));
    yield* jsonArray('dailyTodoUnits', todoPages(db, userId));
    yield* jsonArray('reviewLogs', reviewLogPages(db, userId));
    yield* jsonArray('focusSessions', focusSessionPages(db, userId));
    yield* jsonArray('focusBlocks', focusBlockPages(db, userId));
    yield* jsonArray('focusLogs', focusLogPages(db, userId), true);
    yield '}\n';
  })();
}

const CSV_HEADER = [
  '시작',
  '끝',
  '집중 시간(분)',
  '집중 시간(초)',
  '할 일 날짜',
  '계획',
  '단원',
  '완료 여부',
];

/** A CSV cell: quoted when needed, and never read by a spreadsheet as a formula. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The learner's focus logs as CSV for spreadsheets: times on their own clock, with a byte-order mark so
 * spreadsheet programs read the Hangul as UTF-8.
 */
export async function focusLogsCsv(db: Database, userId: string) {
  const account = await findAccount(db, userId);
  if (!account) throw notFound(accountMessages.notFound);
  const zone = account.timezone;
  return (async function* () {
    yield `\uFEFF${csvLine(CSV_HEADER.map((title, index) => (index < 2 ? `${title} (${zone})` : title)))}`;
    for await (const page of focusLogPages(db, userId)) {
      yield page
        .map((log) =>
          csvLine([
            dateTimeInZone(log.startedAt, zone),
            log.endedAt ? dateTimeInZone(log.endedAt, zone) : '',
            wholeMinutes(log.seconds),
            log.seconds,
            log.todoDate ?? '',
            log.studyPlanTitle ?? '',
            log.unitTitle === null ? FREE_FOCUS_TITLE : `${log.unitShortTitle} ${log.unitTitle}`,
            log.completedTodo ? '완료' : '',
          ]),
        )
        .join('');
    }
  })();
}
