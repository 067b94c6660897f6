import { sql } from 'drizzle-orm';
import { DEFAULT_SESSION_TYPE } from '@molip/domain/focus';
import type { Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { openConfiguredDatabase } from '../apps/server/src/db/open.ts';
import { loadConfig } from '../apps/server/src/env.ts';

/**
 * A cohort of seeded learners: its name is their e-mail domain and their content's author, so a rerun on the same
 * PostgreSQL replaces them instead of adding more; `inBenchGroup` makes them members of the bench's group.
 */
export type ActivitySeed = { cohort: string; members: number; days: number; inBenchGroup: boolean };

/**
 * The seeded group's invite code: a group with a code has no size limit, so the bench can rank more members
 * than a study room holds (`STUDY_ROOM_CAPACITY`) to find where a big group's ranking gets slow.
 */
export const BENCH_GROUP_INVITE_CODE = 'BENCH234';

/**
 * `members` learners who agreed to every terms type (so all are ranked), each with a plan and, on each of
 * the last `days` study days, a closed session and block, two to-dos (one completed, every third day both)
 * and a closed focus log on each. Written in SQL because building it through the API would take minutes and
 * could only place logs at the real clock's now. Answers the learners' ids, in member order.
 */
export async function seedActivity(db: Database, seed: ActivitySeed): Promise<string[]> {
  const { cohort } = seed;
  // Learners are made in SQL, without sign-in methods: the cohort is told apart by its e-mail domain.
  const cohortDomain = `${cohort}.bench.example`;
  const inCohortAs = (alias: string) => sql`split_part(${sql.raw(alias)}.email, '@', 2) = ${cohortDomain}`;
  const inCohort = sql`split_part(${users.email}, '@', 2) = ${cohortDomain}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from users where ${inCohort}`);
    await tx.execute(sql`delete from learning_contents where author = ${cohort}`);

    await tx.execute(sql`
      insert into users (email, email_verified, display_name, username)
      select 'member-' || n || '@' || ${cohortDomain}, true, '벤치 멤버 ' || n,
        replace(${cohort}, '-', '_') || '_' || n
      from generate_series(1, ${seed.members}::int) n`);
    // A live session each, its id the learner's: the bench signs their access tokens itself (`sid`).
    await tx.execute(sql`
      insert into refresh_tokens (id, user_id, family_id, token_hash, expires_at, family_expires_at, created_at)
      select u.id, u.id, u.id, 'bench-' || u.id, now() + interval '14 days', now() + interval '30 days', now()
      from users u where ${inCohortAs('u')}`);
    // Every version of every type (the latest published one counts), STATISTICS_AND_RANKING included.
    await tx.execute(sql`
      insert into user_agreements (user_id, terms_id, agreed, agreed_at)
      select u.id, t.id, true, now()
      from users u cross join terms t
      where ${inCohortAs('u')}`);
    // Joined a second apart, so the last tie-break (join time) is distinct too.
    if (seed.inBenchGroup) {
      await tx.execute(sql`
        insert into study_groups (name, invite_code) values ('벤치 그룹', ${BENCH_GROUP_INVITE_CODE})
        on conflict (invite_code) do nothing`);
      await tx.execute(sql`
      insert into group_memberships (group_id, user_id, role, joined_at)
      select g.id, u.id, 'MEMBER',
        now() - interval '40 days' + make_interval(secs => substr(u.subject, 8)::int)
      from users u cross join study_groups g
      where ${inCohortAs('u')} and g.invite_code = ${BENCH_GROUP_INVITE_CODE}`);
    }

    await tx.execute(sql`
      insert into learning_contents (title, author, type)
      values ('벤치 그룹 교재', ${cohort}, 'BOOK')`);
    await tx.execute(sql`
      insert into content_units (content_id, depth, sequence, position, title, short_title)
      select c.id, 0, n, n, (n + 1) || '단원', (n + 1) || '단원'
      from learning_contents c cross join generate_series(0, ${seed.days * 2 - 1}::int) n
      where c.author = ${cohort}`);
    await tx.execute(sql`
      insert into study_plans (user_id, learning_content_id, title, start_date, end_date, study_speed,
        buffer_day_interval)
      select u.id, c.id, '벤치 그룹 교재', (now() at time zone 'Asia/Seoul')::date - ${seed.days - 1}::int,
        (now() at time zone 'Asia/Seoul')::date, 2, 0
      from users u cross join learning_contents c
      where ${inCohortAs('u')} and c.author = ${cohort}`);

    // Ids are drawn up front so every table below can be filled with one insert … select.
    await tx.execute(sql`
      create temp table seed_days on commit drop as
      select u.id as user_id, p.id as plan_id, substr(u.subject, 8)::int as member, d,
        gen_random_uuid() as session_id, gen_random_uuid() as block_id,
        now() - make_interval(days => d) - interval '3 hours' as start_at
      from users u
      join study_plans p on p.user_id = u.id
      cross join generate_series(0, ${seed.days - 1}::int) d
      where ${inCohortAs('u')}`);
    // 15–54 minutes a log, varied per member and day so ranks differ; the second log starts 55 minutes in.
    await tx.execute(sql`
      create temp table seed_todos on commit drop as
      select sd.*, k, gen_random_uuid() as todo_id,
        sd.start_at + make_interval(mins => 55 * k) as log_start,
        (900 + ((sd.member * 37 + sd.d * 11 + k * 13) % 40) * 60)::int as seconds,
        (k = 0 or sd.d % 3 = 0) as completed
      from seed_days sd cross join generate_series(0, 1) k`);

    await tx.execute(sql`
      insert into focus_sessions (id, user_id, session_type, start_at, planned_end_at, focus_target_minutes,
        timezone, ended_at, created_at, updated_at)
      select session_id, user_id, ${DEFAULT_SESSION_TYPE}, start_at, start_at + interval '2 hours', 60,
        'Asia/Seoul', start_at + interval '2 hours', start_at, start_at
      from seed_days`);
    await tx.execute(sql`
      insert into focus_blocks (id, session_id, user_id, start_at, planned_minutes, ended_at, created_at,
        updated_at)
      select block_id, session_id, user_id, start_at, 115, start_at + interval '115 minutes', start_at, start_at
      from seed_days`);
    await tx.execute(sql`
      insert into daily_todo_units (id, study_plan_id, user_id, content_unit_id, todo_date, status,
        total_study_seconds, completed_at, created_at, updated_at)
      select t.todo_id, t.plan_id, t.user_id, cu.id, (t.start_at at time zone 'Asia/Seoul')::date,
        case when t.completed then 'COMPLETED' else 'PENDING' end, t.seconds,
        case when t.completed then t.log_start + make_interval(secs => t.seconds) end, t.start_at, t.start_at
      from seed_todos t
      join content_units cu on cu.position = t.d * 2 + t.k
      join learning_contents c on c.id = cu.content_id and c.author = ${cohort}`);
    await tx.execute(sql`
      insert into focus_block_todos (block_id, daily_todo_unit_id)
      select block_id, todo_id from seed_todos`);
    await tx.execute(sql`
      insert into focus_logs (block_id, user_id, daily_todo_unit_id, started_at, ended_at, seconds,
        completed_todo)
      select block_id, user_id, todo_id, log_start, log_start + make_interval(secs => seconds), seconds,
        completed
      from seed_todos`);
  });
  await db.execute(sql`analyze`);
  const learners = await db
    .select({ id: users.id })
    .from(users)
    .where(inCohort)
    .orderBy(sql`split_part(split_part(${users.email}, '@', 1), '-', 2)::int`);
  return learners.map((learner) => learner.id);
}

/**
 * Seeds the store the benchmarked server will open, before it starts: PGlite's data dir allows one process,
 * so it is opened (migrated and seeded with terms, as the app does) and closed again here.
 */
export async function seedBeforeStart(
  env: Record<string, string | undefined>,
  seeds: readonly ActivitySeed[],
): Promise<string[][]> {
  const database = await openConfiguredDatabase(loadConfig(env));
  try {
    const cohorts: string[][] = [];
    for (const seed of seeds) cohorts.push(await seedActivity(database.db, seed));
    return cohorts;
  } finally {
    await database.close();
  }
}
