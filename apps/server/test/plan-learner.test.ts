import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { sqlState } from '../src/db/database-errors.ts';
import { testDatabase } from './test-app.ts';

/**
 * A to-do's learner is its plan's learner, held by a statement-level trigger instead of a foreign key to users
 * (one query per statement, not per row): another learner's id is refused with 23503, whether one row or many are
 * written, and a deleted learner's to-dos go with their plans.
 */

const rows = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const PLAN_LEARNER = 'daily_todo_units_plan_learner';

async function expectPlanLearnerViolation(write: Promise<unknown>) {
  const error: unknown = await write.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(sqlState(error)).toEqual({ code: '23503', constraint: PLAN_LEARNER });
}

type Learner = { userId: string; planId: string; unitId: string };

async function newLearnerWithPlan(db: Database): Promise<Learner> {
  const key = randomUUID();
  const [user] = await rows<{ id: string }>(
    db,
    sql`insert into users (email, email_verified, display_name)
      values (${`${key}@plans.example`}, true, '학습자') returning id`,
  );
  const [content] = await rows<{ id: string }>(
    db,
    sql`insert into learning_contents (title, author, type) values (${key}, 'plan-learner', 'BOOK') returning id`,
  );
  if (!user || !content) throw new Error('no fixture');
  const [unit] = await rows<{ id: string }>(
    db,
    sql`insert into content_units (content_id, depth, sequence, position, title, short_title)
      values (${content.id}, 0, 1, 0, '1장', '1') returning id`,
  );
  const [plan] = await rows<{ id: string }>(
    db,
    sql`insert into study_plans (user_id, learning_content_id, title, start_date, end_date, study_speed, buffer_day_interval)
      values (${user.id}, ${content.id}, '계획', '2026-11-18', '2026-11-24', 1, 0) returning id`,
  );
  if (!unit || !plan) throw new Error('no fixture');
  return { userId: user.id, planId: plan.id, unitId: unit.id };
}

const insertTodos = (db: Database, planId: string, userIds: string[], unitId: string) =>
  db.execute(sql`insert into daily_todo_units (study_plan_id, user_id, content_unit_id, todo_date)
    select ${planId}, user_id, ${unitId}, '2026-11-20' from unnest(${sql.param(userIds)}::uuid[]) as user_id`);

const todoCount = async (db: Database, planId: string) =>
  (
    await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from daily_todo_units where study_plan_id = ${planId}`,
    )
  )[0]?.count;

describe("a to-do's learner", () => {
  it("is its plan's learner: to-dos for another learner are refused, alone or among many", async () => {
    const { db } = await testDatabase();
    const [owner, other] = [await newLearnerWithPlan(db), await newLearnerWithPlan(db)];
    await insertTodos(db, owner.planId, [owner.userId, owner.userId], owner.unitId);
    await expectPlanLearnerViolation(insertTodos(db, owner.planId, [other.userId], owner.unitId));
    await expectPlanLearnerViolation(
      insertTodos(db, owner.planId, [owner.userId, owner.userId, other.userId], owner.unitId),
    );
    expect(await todoCount(db, owner.planId)).toBe(2);
  });

  it('cannot be changed to another learner, nor the to-do moved to their plan', async () => {
    const { db } = await testDatabase();
    const [owner, other] = [await newLearnerWithPlan(db), await newLearnerWithPlan(db)];
    await insertTodos(db, owner.planId, [owner.userId], owner.unitId);
    await expectPlanLearnerViolation(
      db.execute(
        sql`update daily_todo_units set user_id = ${other.userId} where study_plan_id = ${owner.planId}`,
      ),
    );
    await expectPlanLearnerViolation(
      db.execute(
        sql`update daily_todo_units set study_plan_id = ${other.planId} where study_plan_id = ${owner.planId}`,
      ),
    );
    // Moving both together keeps them agreeing.
    await db.execute(sql`update daily_todo_units set study_plan_id = ${other.planId}, user_id = ${other.userId}
      where study_plan_id = ${owner.planId}`);
    expect(await todoCount(db, other.planId)).toBe(1);
  });

  it("goes with the learner's plans when the account is deleted", async () => {
    const { db } = await testDatabase();
    const learner = await newLearnerWithPlan(db);
    await insertTodos(db, learner.planId, [learner.userId, learner.userId], learner.unitId);
    await db.execute(sql`delete from users where id = ${learner.userId}`);
    const [left] = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from daily_todo_units where user_id = ${learner.userId}`,
    );
    expect(left?.count).toBe(0);
  });
});
