ALTER TABLE "users" ADD COLUMN "read_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "study_plans_content_idx" ON "study_plans" USING btree ("learning_content_id");--> statement-breakpoint
-- A write that can change what a learner's to-do list or running block shows moves their read_version in
-- the same transaction: a cached answer is served only while the version it was read at holds.
-- Statement-level triggers: a plan's hundreds of new to-dos move it once. The learners are locked in id
-- order, so two transactions moving the same learners queue rather than deadlock.
CREATE FUNCTION "bump_read_versions"("learner_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "users" SET "read_version" = "read_version" + 1
  WHERE "id" IN (
    SELECT "id" FROM "users" WHERE "id" = ANY("learner_ids") ORDER BY "id" FOR NO KEY UPDATE
  );
$$;
--> statement-breakpoint
-- Rows that carry their learner: to-dos, plans, focus sessions, blocks and logs.
CREATE FUNCTION "bump_read_version_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_read_versions"(ARRAY(SELECT DISTINCT "user_id" FROM "changed"));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A block's planned to-dos belong to the block's learner.
CREATE FUNCTION "bump_read_version_of_block_todos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_read_versions"(ARRAY(
    SELECT DISTINCT "b"."user_id" FROM "changed" "c" JOIN "focus_blocks" "b" ON "b"."id" = "c"."block_id"
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A unit's title shows in the lists of every learner who plans its content.
CREATE FUNCTION "bump_read_version_of_unit_planners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_read_versions"(ARRAY(
    SELECT DISTINCT "p"."user_id" FROM "changed" "c"
    JOIN "study_plans" "p" ON "p"."learning_content_id" = "c"."content_id"
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  "learner_table" text;
BEGIN
  FOREACH "learner_table" IN ARRAY ARRAY['daily_todo_units', 'study_plans', 'focus_sessions', 'focus_blocks', 'focus_logs'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version_of_rows"()', "learner_table" || '_inserted_read_version', "learner_table");
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version_of_rows"()', "learner_table" || '_updated_read_version', "learner_table");
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version_of_rows"()', "learner_table" || '_deleted_read_version', "learner_table");
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "focus_block_todos_inserted_read_version" AFTER INSERT ON "focus_block_todos" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version_of_block_todos"();
--> statement-breakpoint
CREATE TRIGGER "focus_block_todos_deleted_read_version" AFTER DELETE ON "focus_block_todos" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version_of_block_todos"();
--> statement-breakpoint
CREATE TRIGGER "content_units_updated_read_version" AFTER UPDATE ON "content_units" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version_of_unit_planners"();
