ALTER TABLE "daily_todo_units" DROP CONSTRAINT "daily_todo_units_user_id_users_id_fk";
--> statement-breakpoint
-- A to-do's learner is its plan's learner, checked once per statement over all its rows, instead of a foreign
-- key to users that ran one query per row (3,650 for a year's plan). The plan's own foreign key holds the learner
-- and cascades a deleted learner's plans, and so their to-dos.
CREATE FUNCTION "daily_todo_units_plan_learner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A to-do whose plan is missing is the plan's foreign key's error, not this one.
  IF EXISTS (
    SELECT 1 FROM "new_rows" "n" JOIN "study_plans" "p" ON "p"."id" = "n"."study_plan_id"
    WHERE "p"."user_id" <> "n"."user_id"
  ) THEN
    PERFORM "raise_reference_violation"('daily_todo_units_plan_learner', 'a to-do''s learner is not its plan''s learner');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "daily_todo_units_inserted_plan_learner" AFTER INSERT ON "daily_todo_units" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "daily_todo_units_plan_learner"();
--> statement-breakpoint
-- A to-do never changes learner or plan in practice: a row trigger that its WHEN clause keeps from running holds
-- that (a statement trigger with transition tables cannot be limited to these columns, so would run on every update).
CREATE FUNCTION "daily_todo_units_plan_learner_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "study_plans" WHERE "id" = NEW."study_plan_id" AND "user_id" = NEW."user_id") THEN
    PERFORM "raise_reference_violation"('daily_todo_units_plan_learner', 'a to-do''s learner is not its plan''s learner');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "daily_todo_units_moved_plan_learner" AFTER UPDATE OF "user_id", "study_plan_id" ON "daily_todo_units" FOR EACH ROW
WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."study_plan_id" IS DISTINCT FROM NEW."study_plan_id")
EXECUTE FUNCTION "daily_todo_units_plan_learner_kept"();
--> statement-breakpoint
-- New to-dos only add to their days: counted per learner and date straight from the statement's rows instead of
-- copied row by row into an array first. Updates and deletes are as in migration 0014.
CREATE OR REPLACE FUNCTION "daily_todo_units_study_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "learner_todo_days" AS "d" ("user_id", "todo_date", "planned", "completed")
    SELECT "n"."user_id", "n"."todo_date", count(*), count(*) FILTER (WHERE "n"."status" = 'COMPLETED')
    FROM "new_rows" "n" JOIN "users" "u" ON "u"."id" = "n"."user_id"
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT ("user_id", "todo_date") DO UPDATE
      SET "planned" = "d"."planned" + excluded."planned", "completed" = "d"."completed" + excluded."completed";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "move_todo_days"('{}'::"daily_todo_units"[], ARRAY(SELECT "o"::"daily_todo_units" FROM "old_rows" "o"));
  ELSE
    -- Only the rows whose learner, date or completion changed: crediting focus seconds touches none of them.
    PERFORM "move_todo_days"(
      ARRAY(SELECT "n"::"daily_todo_units" FROM "new_rows" "n" JOIN "old_rows" "o" ON "o"."id" = "n"."id"
        WHERE ("o"."user_id", "o"."todo_date", "o"."status" = 'COMPLETED')
          IS DISTINCT FROM ("n"."user_id", "n"."todo_date", "n"."status" = 'COMPLETED')),
      ARRAY(SELECT "o"::"daily_todo_units" FROM "new_rows" "n" JOIN "old_rows" "o" ON "o"."id" = "n"."id"
        WHERE ("o"."user_id", "o"."todo_date", "o"."status" = 'COMPLETED')
          IS DISTINCT FROM ("n"."user_id", "n"."todo_date", "n"."status" = 'COMPLETED')));
  END IF;
  RETURN NULL;
END $$;
