import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todoStatuses } from '@molip/domain/todo-status';
import type { Database } from '../src/db/client.ts';
import { studyDayOf } from '../src/db/study-day-sql.ts';
import { testDatabase } from './test-app.ts';

/**
 * The study-day rollups (migration 0014) equal a recomputation from the raw rows after any sequence of writes:
 * focus logs added, closed, reopened, re-timed, moved and deleted, to-dos added, completed, moved and deleted
 * (one by one and many in one statement, a plan's cascade too), and the learner's zone and day start changed.
 */

const rows = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// Late evenings and early mornings around 2026-11-21 in every zone below, so days move with the zone.
const BASE_MS = Date.UTC(2026, 10, 21, 12);
const offsetMinutes = fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 });
// Which rows a write picks, in start or date order: small, so most writes find rows.
const pick = fc.nat({ max: 4 });
const zones = ['Asia/Seoul', 'Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'] as const;

type Learner = { userId: string; blockId: string; planIds: [string, string]; unitId: string };

const startAt = (minutes: number) => sql`${new Date(BASE_MS + minutes * 60_000).toISOString()}::timestamptz`;
const someLogs = (learner: Learner, at: number, count: number) =>
  sql`select id from focus_logs where user_id = ${learner.userId} order by started_at, id offset ${at} limit ${count}`;
const someTodos = (learner: Learner, at: number, count: number) =>
  sql`select id from daily_todo_units where user_id = ${learner.userId} order by todo_date, id offset ${at} limit ${count}`;

const write = fc.oneof(
  {
    // Adding is weighted up, so histories are seldom empty when they are changed.
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('addLogs'),
      starts: fc.array(offsetMinutes, { minLength: 1, maxLength: 4 }),
      seconds: fc.nat({ max: 7200 }),
    }),
  },
  fc.record({ kind: fc.constant('openLog'), at: pick }),
  fc.record({ kind: fc.constant('closeLog'), seconds: fc.nat({ max: 7200 }) }),
  fc.record({
    kind: fc.constant('retimeLogs'),
    at: pick,
    count: fc.integer({ min: 1, max: 5 }),
    by: fc.integer({ min: -100, max: 100 }),
  }),
  fc.record({ kind: fc.constant('moveLog'), at: pick, start: offsetMinutes }),
  fc.record({ kind: fc.constant('deleteLogs'), at: pick, count: fc.integer({ min: 1, max: 3 }) }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('addTodos'),
      days: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 5 }),
      status: fc.constantFrom(...todoStatuses),
      secondPlan: fc.boolean(),
    }),
  },
  fc.record({
    kind: fc.constant('setStatus'),
    at: pick,
    count: fc.integer({ min: 1, max: 4 }),
    status: fc.constantFrom(...todoStatuses),
  }),
  fc.record({ kind: fc.constant('moveTodo'), at: pick, day: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant('creditTodo'), at: pick }),
  fc.record({ kind: fc.constant('deleteTodos'), at: pick, count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('dropSecondPlan') }),
  fc.record({
    kind: fc.constant('rezone'),
    timezone: fc.constantFrom(...zones),
    dayStartHour: fc.integer({ min: 0, max: 6 }),
  }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

function statement(learner: Learner, step: Write): SQL {
  const { userId, blockId } = learner;
  switch (step.kind) {
    case 'addLogs':
      return sql`insert into focus_logs (block_id, user_id, started_at, ended_at, seconds)
        select ${blockId}::uuid, ${userId}::uuid, s, s + make_interval(secs => ${step.seconds}), ${step.seconds}
        from unnest(array[${sql.join(step.starts.map(startAt), sql`, `)}]) s`;
    case 'openLog':
      return sql`update focus_logs set ended_at = null, seconds = 0
        where id in (${someLogs(learner, step.at, 1)})
          and not exists (select 1 from focus_logs where user_id = ${userId} and ended_at is null)`;
    case 'closeLog':
      return sql`update focus_logs set ended_at = started_at + make_interval(secs => ${step.seconds}), seconds = ${step.seconds}
        where user_id = ${userId} and ended_at is null`;
    case 'retimeLogs':
      return sql`update focus_logs set seconds = greatest(0, seconds + ${step.by})
        where id in (${someLogs(learner, step.at, step.count)})`;
    case 'moveLog':
      return sql`update focus_logs set started_at = ${startAt(step.start)} where id in (${someLogs(learner, step.at, 1)})`;
    case 'deleteLogs':
      return sql`delete from focus_logs where id in (${someLogs(learner, step.at, step.count)})`;
    case 'addTodos':
      return sql`insert into daily_todo_units (study_plan_id, user_id, content_unit_id, todo_date, status)
        select ${step.secondPlan ? learner.planIds[1] : learner.planIds[0]}::uuid, ${userId}::uuid, ${learner.unitId}::uuid,
          '2026-11-21'::date + d, ${step.status}
        from unnest(array[${sql.join(
          step.days.map((day) => sql`${day}::int`),
          sql`, `,
        )}]) d
        where exists (select 1 from study_plans where id = ${step.secondPlan ? learner.planIds[1] : learner.planIds[0]})`;
    case 'setStatus':
      return sql`update daily_todo_units set status = ${step.status} where id in (${someTodos(learner, step.at, step.count)})`;
    case 'moveTodo':
      return sql`update daily_todo_units set todo_date = '2026-11-21'::date + ${step.day}::int
        where id in (${someTodos(learner, step.at, 1)})`;
    case 'creditTodo':
      return sql`update daily_todo_units set total_study_seconds = total_study_seconds + 60
        where id in (${someTodos(learner, step.at, 2)})`;
    case 'deleteTodos':
      return sql`delete from daily_todo_units where id in (${someTodos(learner, step.at, step.count)})`;
    case 'dropSecondPlan':
      return sql`delete from study_plans where id = ${learner.planIds[1]}`;
    case 'rezone':
      return sql`update users set timezone = ${step.timezone}, day_start_hour = ${step.dayStartHour} where id = ${userId}`;
  }
}

async function newLearner(db: Database): Promise<Learner> {
  const key = randomUUID();
  const [user] = await rows<{ id: string }>(
    db,
    sql`insert into users (email, email_verified, display_name)
      values (${`${key}@rollup.example`}, true, '롤업') returning id`,
  );
  const [content] = await rows<{ id: string }>(
    db,
    sql`insert into learning_contents (title, author, type) values (${key}, 'rollup-test', 'BOOK') returning id`,
  );
  if (!user || !content) throw new Error('no learner');
  const [unit] = await rows<{ id: string }>(
    db,
    sql`insert into content_units (content_id, depth, sequence, position, title, short_title)
      values (${content.id}, 0, 0, 0, '1단원', '1단원') returning id`,
  );
  const plans = await rows<{ id: string }>(
    db,
    sql`insert into study_plans (user_id, learning_content_id, title, start_date, end_date, study_speed, buffer_day_interval)
      select ${user.id}, ${content.id}, '계획 ' || n, '2026-11-18', '2026-11-24', 1, 0 from generate_series(1, 2) n
      returning id`,
  );
  const [session] = await rows<{ id: string }>(
    db,
    sql`insert into focus_sessions (user_id, session_type, start_at, planned_end_at, focus_target_minutes, timezone)
      values (${user.id}, '집중 학습', ${startAt(-5000)}, ${startAt(5000)}, 60, 'Asia/Seoul') returning id`,
  );
  if (!unit || !session || !plans[0] || !plans[1]) throw new Error('no learner');
  const [block] = await rows<{ id: string }>(
    db,
    sql`insert into focus_blocks (session_id, user_id, start_at, planned_minutes)
      values (${session.id}, ${user.id}, ${startAt(-5000)}, 10000) returning id`,
  );
  if (!block) throw new Error('no block');
  return { userId: user.id, blockId: block.id, planIds: [plans[0].id, plans[1].id], unitId: unit.id };
}

async function expectRollupsRecomputed(db: Database, userId: string) {
  const zone = { timezone: sql`u.timezone`, dayStartHour: sql`u.day_start_hour` };
  const focusDays = await rows(
    db,
    sql`select study_day::text as day, seconds, logs from learner_focus_days where user_id = ${userId} order by 1`,
  );
  const focusRecomputed = await rows(
    db,
    sql`select ${studyDayOf(sql`l.started_at`, zone)} as day, sum(l.seconds)::int as seconds, count(*)::int as logs
      from focus_logs l join users u on u.id = l.user_id
      where l.user_id = ${userId} and l.ended_at is not null group by 1 order by 1`,
  );
  expect(focusDays).toEqual(focusRecomputed);
  const todoDays = await rows(
    db,
    sql`select todo_date::text as day, planned, completed from learner_todo_days where user_id = ${userId} order by 1`,
  );
  const todoRecomputed = await rows(
    db,
    sql`select todo_date::text as day, count(*)::int as planned,
        (count(*) filter (where status = 'COMPLETED'))::int as completed
      from daily_todo_units where user_id = ${userId} group by 1 order by 1`,
  );
  expect(todoDays).toEqual(todoRecomputed);
}

describe('study-day rollups', () => {
  it('equal a recomputation from the focus logs and to-dos after any writes and zone changes', async () => {
    const { db } = await testDatabase();
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 25 }), async (writes) => {
        const learner = await newLearner(db);
        for (const step of writes) await db.execute(statement(learner, step));
        await expectRollupsRecomputed(db, learner.userId);
      }),
      { numRuns: 40 },
    );
  });

  it('go with the learner when the account is deleted', async () => {
    const { db } = await testDatabase();
    const learner = await newLearner(db);
    await db.execute(statement(learner, { kind: 'addLogs', starts: [0, 600], seconds: 300 }));
    await db.execute(
      statement(learner, { kind: 'addTodos', days: [0, 1], status: 'COMPLETED', secondPlan: false }),
    );
    await db.execute(sql`delete from users where id = ${learner.userId}`);
    const left = await rows<{ count: number }>(
      db,
      sql`select (select count(*) from learner_focus_days where user_id = ${learner.userId})::int
        + (select count(*) from learner_todo_days where user_id = ${learner.userId})::int as count`,
    );
    expect(left[0]?.count).toBe(0);
  });
});
