CREATE TABLE "learner_focus_days" (
	"user_id" uuid NOT NULL,
	"study_day" date NOT NULL,
	"seconds" integer NOT NULL,
	"logs" integer NOT NULL,
	CONSTRAINT "learner_focus_days_user_id_study_day_pk" PRIMARY KEY("user_id","study_day")
);
--> statement-breakpoint
CREATE TABLE "learner_todo_days" (
	"user_id" uuid NOT NULL,
	"todo_date" date NOT NULL,
	"planned" integer NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "learner_todo_days_user_id_todo_date_pk" PRIMARY KEY("user_id","todo_date")
);
--> statement-breakpoint
ALTER TABLE "learner_focus_days" ADD CONSTRAINT "learner_focus_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_todo_days" ADD CONSTRAINT "learner_todo_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statistics and group rankings read a learner's study days from these rollups instead of every focus log and
-- to-do of the period (decision 013). Triggers keep them exact in the same transaction as every write that
-- changes them: a cascade, a migration or a future command cannot forget them.
-- The study day an instant falls on: the SQL of `studyDayOf` (src/db/study-day-sql.ts).
CREATE FUNCTION "study_day_of"("at" timestamptz, "zone" text, "day_start_hour" smallint) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT (("at" AT TIME ZONE "zone") - make_interval(hours => "day_start_hour"::int))::date
$$;
--> statement-breakpoint
-- Adds the closed logs of `added` and takes away those of `removed`, on the study day each started on in its
-- learner's zone (a deleted learner's rows are gone with them). Days are upserted in key order, so two
-- transactions moving the same days queue rather than deadlock; a day left with no closed log goes.
CREATE FUNCTION "move_focus_days"("added" "focus_logs"[], "removed" "focus_logs"[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "emptied" int;
BEGIN
  WITH "delta" AS (
    SELECT "user_id", "started_at", "seconds", 1 AS "logs" FROM unnest("added") WHERE "ended_at" IS NOT NULL
    UNION ALL
    SELECT "user_id", "started_at", -"seconds", -1 FROM unnest("removed") WHERE "ended_at" IS NOT NULL
  ), "moved" AS (
    INSERT INTO "learner_focus_days" AS "d" ("user_id", "study_day", "seconds", "logs")
    SELECT "delta"."user_id", "study_day_of"("delta"."started_at", "u"."timezone", "u"."day_start_hour"),
      sum("delta"."seconds"), sum("delta"."logs")
    FROM "delta" JOIN "users" "u" ON "u"."id" = "delta"."user_id"
    GROUP BY 1, 2
    HAVING sum("delta"."seconds") <> 0 OR sum("delta"."logs") <> 0
    ORDER BY 1, 2
    ON CONFLICT ("user_id", "study_day") DO UPDATE
      SET "seconds" = "d"."seconds" + excluded."seconds", "logs" = "d"."logs" + excluded."logs"
    RETURNING "d"."logs"
  )
  SELECT count(*) INTO "emptied" FROM "moved" WHERE "logs" = 0;
  IF "emptied" > 0 THEN
    DELETE FROM "learner_focus_days"
    WHERE "logs" = 0 AND "user_id" IN (SELECT "user_id" FROM unnest("removed"));
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "focus_logs_study_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "move_focus_days"(ARRAY(SELECT "n"::"focus_logs" FROM "new_rows" "n"), '{}'::"focus_logs"[]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "move_focus_days"('{}'::"focus_logs"[], ARRAY(SELECT "o"::"focus_logs" FROM "old_rows" "o"));
  ELSE
    -- Only the rows whose learner, start, end or seconds changed: crediting a to-do touches none of them.
    PERFORM "move_focus_days"(
      ARRAY(SELECT "n"::"focus_logs" FROM "new_rows" "n" JOIN "old_rows" "o" ON "o"."id" = "n"."id"
        WHERE ("o"."user_id", "o"."started_at", "o"."ended_at", "o"."seconds")
          IS DISTINCT FROM ("n"."user_id", "n"."started_at", "n"."ended_at", "n"."seconds")),
      ARRAY(SELECT "o"::"focus_logs" FROM "new_rows" "n" JOIN "old_rows" "o" ON "o"."id" = "n"."id"
        WHERE ("o"."user_id", "o"."started_at", "o"."ended_at", "o"."seconds")
          IS DISTINCT FROM ("n"."user_id", "n"."started_at", "n"."ended_at", "n"."seconds")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to sort after the read-version triggers of 0011, which fire first and lock the learners in id order.
CREATE TRIGGER "focus_logs_inserted_study_days" AFTER INSERT ON "focus_logs" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "focus_logs_study_days"();
--> statement-breakpoint
CREATE TRIGGER "focus_logs_updated_study_days" AFTER UPDATE ON "focus_logs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "focus_logs_study_days"();
--> statement-breakpoint
CREATE TRIGGER "focus_logs_deleted_study_days" AFTER DELETE ON "focus_logs" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "focus_logs_study_days"();
--> statement-breakpoint
-- The same for to-dos: every row is planned on its date, a COMPLETED one is also completed.
CREATE FUNCTION "move_todo_days"("added" "daily_todo_units"[], "removed" "daily_todo_units"[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "emptied" int;
BEGIN
  WITH "delta" AS (
    SELECT "user_id", "todo_date", 1 AS "planned", ("status" = 'COMPLETED')::int AS "completed" FROM unnest("added")
    UNION ALL
    SELECT "user_id", "todo_date", -1, -("status" = 'COMPLETED')::int FROM unnest("removed")
  ), "moved" AS (
    INSERT INTO "learner_todo_days" AS "d" ("user_id", "todo_date", "planned", "completed")
    SELECT "delta"."user_id", "delta"."todo_date", sum("delta"."planned"), sum("delta"."completed")
    FROM "delta" JOIN "users" "u" ON "u"."id" = "delta"."user_id"
    GROUP BY 1, 2
    HAVING sum("delta"."planned") <> 0 OR sum("delta"."completed") <> 0
    ORDER BY 1, 2
    ON CONFLICT ("user_id", "todo_date") DO UPDATE
      SET "planned" = "d"."planned" + excluded."planned", "completed" = "d"."completed" + excluded."completed"
    RETURNING "d"."planned"
  )
  SELECT count(*) INTO "emptied" FROM "moved" WHERE "planned" = 0;
  IF "emptied" > 0 THEN
    DELETE FROM "learner_todo_days"
    WHERE "planned" = 0 AND "user_id" IN (SELECT "user_id" FROM unnest("removed"));
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "daily_todo_units_study_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "move_todo_days"(ARRAY(SELECT "n"::"daily_todo_units" FROM "new_rows" "n"), '{}'::"daily_todo_units"[]);
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
--> statement-breakpoint
CREATE TRIGGER "daily_todo_units_inserted_study_days" AFTER INSERT ON "daily_todo_units" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "daily_todo_units_study_days"();
--> statement-breakpoint
CREATE TRIGGER "daily_todo_units_updated_study_days" AFTER UPDATE ON "daily_todo_units" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "daily_todo_units_study_days"();
--> statement-breakpoint
CREATE TRIGGER "daily_todo_units_deleted_study_days" AFTER DELETE ON "daily_todo_units" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "daily_todo_units_study_days"();
--> statement-breakpoint
-- A learner who changes zone or day start has their focus history re-read into the new study days
-- (docs/product-rules.md#statistics), in the transaction of the change.
CREATE FUNCTION "users_study_days_rezoned"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "learner_focus_days" WHERE "user_id" = NEW."id";
  INSERT INTO "learner_focus_days" ("user_id", "study_day", "seconds", "logs")
  SELECT NEW."id", "study_day_of"("started_at", NEW."timezone", NEW."day_start_hour"), sum("seconds"), count(*)
  FROM "focus_logs" WHERE "user_id" = NEW."id" AND "ended_at" IS NOT NULL
  GROUP BY 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_rezoned_study_days" AFTER UPDATE OF "timezone", "day_start_hour" ON "users" FOR EACH ROW
WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone" OR OLD."day_start_hour" IS DISTINCT FROM NEW."day_start_hour")
EXECUTE FUNCTION "users_study_days_rezoned"();
--> statement-breakpoint
-- The history written before these triggers.
INSERT INTO "learner_focus_days" ("user_id", "study_day", "seconds", "logs")
SELECT "l"."user_id", "study_day_of"("l"."started_at", "u"."timezone", "u"."day_start_hour"), sum("l"."seconds"), count(*)
FROM "focus_logs" "l" JOIN "users" "u" ON "u"."id" = "l"."user_id"
WHERE "l"."ended_at" IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "learner_todo_days" ("user_id", "todo_date", "planned", "completed")
SELECT "user_id", "todo_date", count(*), count(*) FILTER (WHERE "status" = 'COMPLETED')
FROM "daily_todo_units"
GROUP BY 1, 2;
