import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { sqlState } from '../src/db/database-errors.ts';
import { replaceContentUnitRows } from '../src/repositories/learning-contents.ts';
import { outlineUnits } from '../src/lib/unit-outline.ts';
import { testDatabase } from './test-app.ts';

/**
 * A unit's content and parent and a to-do's unit are held by statement-level triggers (migrations 0024, 0026) as
 * the foreign keys held them: a missing content, parent or unit is refused with 23503 and the constraint's name,
 * a deleted content or unit takes its units or subtree, and a unit a to-do points at is not deleted — whether
 * one row or many change in a statement.
 */

const rows = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const PARENT_KEY = 'content_units_parent_id_content_units_id_fk';
const TODO_UNIT_KEY = 'daily_todo_units_content_unit_id_content_units_id_fk';
const CONTENT_KEY = 'content_units_content_id_learning_contents_id_fk';

async function expectReferenceViolation(write: Promise<unknown>, constraint: string) {
  const error: unknown = await write.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(sqlState(error)).toEqual({ code: '23503', constraint });
}

type Fixture = { userId: string; contentId: string; planId: string };

async function newContentWithPlan(db: Database): Promise<Fixture> {
  const key = randomUUID();
  const [user] = await rows<{ id: string }>(
    db,
    sql`insert into users (email, email_verified, display_name)
      values (${`${key}@units.example`}, true, '단원') returning id`,
  );
  const [content] = await rows<{ id: string }>(
    db,
    sql`insert into learning_contents (title, author, type) values (${key}, 'unit-references', 'BOOK') returning id`,
  );
  if (!user || !content) throw new Error('no fixture');
  const [plan] = await rows<{ id: string }>(
    db,
    sql`insert into study_plans (user_id, learning_content_id, title, start_date, end_date, study_speed, buffer_day_interval)
      values (${user.id}, ${content.id}, '계획', '2026-11-18', '2026-11-24', 1, 0) returning id`,
  );
  if (!plan) throw new Error('no fixture');
  return { userId: user.id, contentId: content.id, planId: plan.id };
}

/** Inserts units in one statement; each is [id, parent id or null]. */
const insertUnits = (db: Database, contentId: string, units: [string, string | null][]) =>
  db.execute(sql`insert into content_units (id, content_id, parent_id, depth, sequence, position, title, short_title)
    select id, ${contentId}, parent_id, 0, n, n, '단원', '단원'
    from unnest(${sql.param(units.map(([id]) => id))}::uuid[], ${sql.param(units.map(([, parent]) => parent))}::uuid[])
      with ordinality as unit (id, parent_id, n)`);

const insertTodos = (db: Database, fixture: Fixture, unitIds: string[]) =>
  db.execute(sql`insert into daily_todo_units (study_plan_id, user_id, content_unit_id, todo_date)
    select ${fixture.planId}, ${fixture.userId}, unit_id, '2026-11-20'
    from unnest(${sql.param(unitIds)}::uuid[]) as unit_id`);

const unitIdsOf = async (db: Database, contentId: string) =>
  (
    await rows<{ id: string }>(
      db,
      sql`select id from content_units where content_id = ${contentId} order by id`,
    )
  ).map((unit) => unit.id);

/** A tree of three levels: a root with two chapters, each with two sections; a second root alone. */
async function newTree(db: Database, contentId: string) {
  const [root, other, chapterA, chapterB, ...sections] = Array.from({ length: 8 }, () => randomUUID());
  if (!root || !other || !chapterA || !chapterB) throw new Error('no ids');
  const [a1, a2, b1, b2] = sections as [string, string, string, string];
  // Children come before their parents in the statement: the check runs once every row is in.
  await insertUnits(db, contentId, [
    [a1, chapterA],
    [a2, chapterA],
    [b1, chapterB],
    [b2, chapterB],
    [chapterA, root],
    [chapterB, root],
    [root, null],
    [other, null],
  ]);
  return { root, other, chapterA, chapterB, a1, a2, b1, b2 };
}

describe('unit references held by statement triggers', () => {
  it('refuses units whose parent is not there, and leaves none of the statement behind', async () => {
    const { db } = await testDatabase();
    const { contentId } = await newContentWithPlan(db);
    await expectReferenceViolation(
      insertUnits(db, contentId, [
        [randomUUID(), null],
        [randomUUID(), randomUUID()],
      ]),
      PARENT_KEY,
    );
    expect(await unitIdsOf(db, contentId)).toEqual([]);
  });

  it('refuses moving a unit under a parent that is not there, and allows moving it under one that is', async () => {
    const { db } = await testDatabase();
    const { contentId } = await newContentWithPlan(db);
    const tree = await newTree(db, contentId);
    await expectReferenceViolation(
      db.execute(sql`update content_units set parent_id = ${randomUUID()} where id = ${tree.a1}`),
      PARENT_KEY,
    );
    await db.execute(sql`update content_units set parent_id = ${tree.other} where id = ${tree.a1}`);
    const [moved] = await rows<{ parentId: string }>(
      db,
      sql`select parent_id as "parentId" from content_units where id = ${tree.a1}`,
    );
    expect(moved?.parentId).toBe(tree.other);
  });

  it('deletes a unit with its whole subtree, and the rest stays', async () => {
    const { db } = await testDatabase();
    const { contentId } = await newContentWithPlan(db);
    const tree = await newTree(db, contentId);
    await db.execute(sql`delete from content_units where id = ${tree.root}`);
    expect(await unitIdsOf(db, contentId)).toEqual([tree.other]);
  });

  it('refuses deleting a unit, or an ancestor of one, that a to-do points at', async () => {
    const { db } = await testDatabase();
    const fixture = await newContentWithPlan(db);
    const tree = await newTree(db, fixture.contentId);
    await insertTodos(db, fixture, [tree.b2]);
    await expectReferenceViolation(
      db.execute(sql`delete from content_units where id = ${tree.b2}`),
      TODO_UNIT_KEY,
    );
    await expectReferenceViolation(
      db.execute(sql`delete from content_units where id = ${tree.root}`),
      TODO_UNIT_KEY,
    );
    expect(await unitIdsOf(db, fixture.contentId)).toHaveLength(8);
    // A subtree no to-do points at still goes.
    await db.execute(sql`delete from content_units where id = ${tree.chapterA}`);
    expect(await unitIdsOf(db, fixture.contentId)).toHaveLength(5);
  });

  it('refuses to-dos for units that are not there, and a to-do moved to one', async () => {
    const { db } = await testDatabase();
    const fixture = await newContentWithPlan(db);
    const tree = await newTree(db, fixture.contentId);
    await expectReferenceViolation(insertTodos(db, fixture, [tree.a1, randomUUID()]), TODO_UNIT_KEY);
    await insertTodos(db, fixture, [tree.a1, tree.a1, tree.a2]);
    await expectReferenceViolation(
      db.execute(
        sql`update daily_todo_units set content_unit_id = ${randomUUID()} where content_unit_id = ${tree.a2}`,
      ),
      TODO_UNIT_KEY,
    );
    await db.execute(
      sql`update daily_todo_units set content_unit_id = ${tree.b1} where content_unit_id = ${tree.a2}`,
    );
    const todos = await rows<{ unitId: string }>(
      db,
      sql`select content_unit_id as "unitId" from daily_todo_units where study_plan_id = ${fixture.planId} order by 1`,
    );
    expect(todos.map((todo) => todo.unitId).sort()).toEqual([tree.a1, tree.a1, tree.b1].sort());
  });

  it('answers in use, and writes nothing, when a to-do arrived for a unit the new tree leaves out', async () => {
    const { db } = await testDatabase();
    const fixture = await newContentWithPlan(db);
    const tree = await newTree(db, fixture.contentId);
    // The to-do arrives after the command's own check: the replacement finds it only in the database.
    await insertTodos(db, fixture, [tree.b2]);
    const before = await unitIdsOf(db, fixture.contentId);
    const units = outlineUnits([{ id: tree.other, title: '남는 단원' }, { title: '새 단원' }]);
    expect(await replaceContentUnitRows(db, fixture.contentId, units, new Set(before), new Date())).toBe(
      'in-use',
    );
    expect(await unitIdsOf(db, fixture.contentId)).toEqual(before);
  });

  it("keeps a unit's id", async () => {
    const { db } = await testDatabase();
    const { contentId } = await newContentWithPlan(db);
    const tree = await newTree(db, contentId);
    await expectReferenceViolation(
      db.execute(sql`update content_units set id = ${randomUUID()} where id = ${tree.b1}`),
      'content_units_pkey',
    );
  });

  it('refuses units of a content that is not there, and a unit moved to one', async () => {
    const { db } = await testDatabase();
    const { contentId } = await newContentWithPlan(db);
    await expectReferenceViolation(insertUnits(db, randomUUID(), [[randomUUID(), null]]), CONTENT_KEY);
    const tree = await newTree(db, contentId);
    await expectReferenceViolation(
      db.execute(sql`update content_units set content_id = ${randomUUID()} where id = ${tree.other}`),
      CONTENT_KEY,
    );
    expect(await unitIdsOf(db, contentId)).toHaveLength(8);
  });

  it("keeps a content's id", async () => {
    const { db } = await testDatabase();
    const { contentId } = await newContentWithPlan(db);
    await expectReferenceViolation(
      db.execute(sql`update learning_contents set id = ${randomUUID()} where id = ${contentId}`),
      'learning_contents_pkey',
    );
  });

  it("deletes a content's units with it once no plan uses it", async () => {
    const { db } = await testDatabase();
    const fixture = await newContentWithPlan(db);
    await newTree(db, fixture.contentId);
    await expect(
      db.execute(sql`delete from learning_contents where id = ${fixture.contentId}`),
    ).rejects.toThrow();
    expect(await unitIdsOf(db, fixture.contentId)).toHaveLength(8);
    await db.execute(sql`delete from study_plans where id = ${fixture.planId}`);
    await db.execute(sql`delete from learning_contents where id = ${fixture.contentId}`);
    expect(await unitIdsOf(db, fixture.contentId)).toEqual([]);
  });
});
