-- A learner's zone or day start decides which study day each second counts for, so a change of either moves
-- their read version: a statistics answer kept for the old days is read again (docs/decisions/014-statistics-answer-cache.md).
CREATE FUNCTION "users_rezoned_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."read_version" := OLD."read_version" + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_rezoned_read_version" BEFORE UPDATE OF "timezone", "day_start_hour" ON "users" FOR EACH ROW
WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone" OR OLD."day_start_hour" IS DISTINCT FROM NEW."day_start_hour")
EXECUTE FUNCTION "users_rezoned_read_version"();
