ALTER TABLE "content_units" DROP CONSTRAINT "content_units_parent_id_content_units_id_fk";
--> statement-breakpoint
ALTER TABLE "daily_todo_units" DROP CONSTRAINT "daily_todo_units_content_unit_id_content_units_id_fk";
--> statement-breakpoint
-- A unit's parent and a to-do's unit are held by statement-level triggers instead of foreign keys: a foreign key
-- runs one query per row, 10,000 of them when a 5,000-unit tree is replaced or its content deleted, on the
-- embedded store's one thread. These check and cascade the whole statement's rows in one query each, with the
-- foreign keys' errors (23503) and locks (the referenced units FOR KEY SHARE, so a unit deleted meanwhile is not
-- found, and a unit's delete waits for a to-do being written for it).
CREATE FUNCTION "raise_reference_violation"("constraint_name" text, "message" text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% (%)', "message", "constraint_name"
    USING ERRCODE = 'foreign_key_violation', CONSTRAINT = "constraint_name";
END $$;
--> statement-breakpoint
-- New or moved units: every parent named exists (it may be in the same statement). On an update, only the
-- parents that changed are looked at.
CREATE FUNCTION "content_units_parents_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "parent_ids" uuid[];
  "present" bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    "parent_ids" := ARRAY(SELECT DISTINCT "parent_id" FROM "new_rows" WHERE "parent_id" IS NOT NULL);
  ELSE
    "parent_ids" := ARRAY(
      SELECT DISTINCT "n"."parent_id" FROM "new_rows" "n" JOIN "old_rows" "o" ON "o"."id" = "n"."id"
      WHERE "n"."parent_id" IS NOT NULL AND "n"."parent_id" IS DISTINCT FROM "o"."parent_id");
  END IF;
  IF cardinality("parent_ids") = 0 THEN RETURN NULL; END IF;
  PERFORM 1 FROM "content_units" WHERE "id" = ANY("parent_ids") FOR KEY SHARE;
  GET DIAGNOSTICS "present" = ROW_COUNT;
  IF "present" < cardinality("parent_ids") THEN
    PERFORM "raise_reference_violation"('content_units_parent_id_content_units_id_fk', 'a unit''s parent is not present');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "content_units_inserted_parents" AFTER INSERT ON "content_units" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_units_parents_exist"();
--> statement-breakpoint
CREATE TRIGGER "content_units_updated_parents" AFTER UPDATE ON "content_units" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_units_parents_exist"();
--> statement-breakpoint
-- Deleted units: no to-do points at any of them, and their children go too (whose own delete checks theirs).
CREATE FUNCTION "content_units_deleted_references"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement trigger fires for no rows too: the children's empty delete ends the recursion.
  IF NOT EXISTS (SELECT 1 FROM "old_rows") THEN RETURN NULL; END IF;
  IF EXISTS (SELECT 1 FROM "daily_todo_units" WHERE "content_unit_id" IN (SELECT "id" FROM "old_rows")) THEN
    PERFORM "raise_reference_violation"('daily_todo_units_content_unit_id_content_units_id_fk', 'a deleted unit is still used by a to-do');
  END IF;
  DELETE FROM "content_units" WHERE "parent_id" IN (SELECT "id" FROM "old_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "content_units_deleted_references" AFTER DELETE ON "content_units" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_units_deleted_references"();
--> statement-breakpoint
-- A unit keeps its id (its to-dos and children point at it), and a to-do its unit unless the new one exists.
-- Neither changes in practice, so these are row triggers that a WHEN clause keeps from ever running.
CREATE FUNCTION "content_units_id_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "raise_reference_violation"('content_units_pkey', 'a unit''s id cannot change');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "content_units_id_kept" BEFORE UPDATE OF "id" ON "content_units" FOR EACH ROW
WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "content_units_id_kept"();
--> statement-breakpoint
CREATE FUNCTION "daily_todo_units_unit_exists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "content_units" WHERE "id" = NEW."content_unit_id" FOR KEY SHARE;
  IF NOT FOUND THEN
    PERFORM "raise_reference_violation"('daily_todo_units_content_unit_id_content_units_id_fk', 'a to-do''s unit is not present');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "daily_todo_units_moved_unit" AFTER UPDATE OF "content_unit_id" ON "daily_todo_units" FOR EACH ROW
WHEN (OLD."content_unit_id" IS DISTINCT FROM NEW."content_unit_id") EXECUTE FUNCTION "daily_todo_units_unit_exists"();
--> statement-breakpoint
-- New to-dos: every unit they point at exists.
CREATE FUNCTION "daily_todo_units_units_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "unit_ids" uuid[];
  "present" bigint;
BEGIN
  "unit_ids" := ARRAY(SELECT DISTINCT "content_unit_id" FROM "new_rows");
  IF cardinality("unit_ids") = 0 THEN RETURN NULL; END IF;
  PERFORM 1 FROM "content_units" WHERE "id" = ANY("unit_ids") FOR KEY SHARE;
  GET DIAGNOSTICS "present" = ROW_COUNT;
  IF "present" < cardinality("unit_ids") THEN
    PERFORM "raise_reference_violation"('daily_todo_units_content_unit_id_content_units_id_fk', 'a to-do''s unit is not present');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "daily_todo_units_inserted_units" AFTER INSERT ON "daily_todo_units" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "daily_todo_units_units_exist"();
