ALTER TABLE "content_units" DROP CONSTRAINT "content_units_content_id_learning_contents_id_fk";
--> statement-breakpoint
-- A unit's content is held like its parent (migration 0024): a foreign key checked the content once per new
-- unit, half of the time of inserting a 5,000-unit tree on the embedded store. Checked and cascaded once per
-- statement, with the foreign key's error (23503, its constraint's name) and lock (the content FOR KEY SHARE).
CREATE FUNCTION "content_units_contents_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "content_ids" uuid[];
  "present" bigint;
BEGIN
  "content_ids" := ARRAY(SELECT DISTINCT "content_id" FROM "new_rows");
  IF cardinality("content_ids") = 0 THEN RETURN NULL; END IF;
  PERFORM 1 FROM "learning_contents" WHERE "id" = ANY("content_ids") FOR KEY SHARE;
  GET DIAGNOSTICS "present" = ROW_COUNT;
  IF "present" < cardinality("content_ids") THEN
    PERFORM "raise_reference_violation"('content_units_content_id_learning_contents_id_fk', 'a unit''s content is not present');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "content_units_inserted_contents" AFTER INSERT ON "content_units" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_units_contents_exist"();
--> statement-breakpoint
-- A unit never moves to another content in practice: a row trigger that its WHEN clause keeps from running.
CREATE FUNCTION "content_units_content_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "learning_contents" WHERE "id" = NEW."content_id" FOR KEY SHARE;
  IF NOT FOUND THEN
    PERFORM "raise_reference_violation"('content_units_content_id_learning_contents_id_fk', 'a unit''s content is not present');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "content_units_moved_content" AFTER UPDATE OF "content_id" ON "content_units" FOR EACH ROW
WHEN (OLD."content_id" IS DISTINCT FROM NEW."content_id") EXECUTE FUNCTION "content_units_content_kept"();
--> statement-breakpoint
-- A deleted content's units go with it, in one statement (their own trigger checks their to-dos and subtrees).
CREATE FUNCTION "learning_contents_deleted_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "old_rows") THEN
    DELETE FROM "content_units" WHERE "content_id" IN (SELECT "id" FROM "old_rows");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "learning_contents_deleted_units" AFTER DELETE ON "learning_contents" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "learning_contents_deleted_units"();
--> statement-breakpoint
-- A content keeps its id: its units point at it.
CREATE FUNCTION "learning_contents_id_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "raise_reference_violation"('learning_contents_pkey', 'a content''s id cannot change');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "learning_contents_id_kept" BEFORE UPDATE OF "id" ON "learning_contents" FOR EACH ROW
WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "learning_contents_id_kept"();
