CREATE TABLE "review_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"daily_todo_unit_id" uuid NOT NULL,
	"study_plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content_unit_id" uuid NOT NULL,
	"reviewed_on" date NOT NULL,
	"rating" text NOT NULL,
	"state" text NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"stability" double precision,
	"difficulty" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_daily_todo_unit_id_daily_todo_units_id_fk" FOREIGN KEY ("daily_todo_unit_id") REFERENCES "public"."daily_todo_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_study_plan_id_study_plans_id_fk" FOREIGN KEY ("study_plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_logs_todo_key" ON "review_logs" USING btree ("daily_todo_unit_id");--> statement-breakpoint
CREATE INDEX "review_logs_unit_idx" ON "review_logs" USING btree ("study_plan_id","content_unit_id","reviewed_on");--> statement-breakpoint
CREATE INDEX "review_logs_user_idx" ON "review_logs" USING btree ("user_id","reviewed_on");--> statement-breakpoint
-- The ladder's history as log rows: each completed unit that brought a review and each completed review, on the
-- learner's study day, 보통 when unrated, NEW first and REVIEW after, without FSRS's stability or difficulty.
INSERT INTO "review_logs" ("daily_todo_unit_id", "study_plan_id", "user_id", "content_unit_id", "reviewed_on", "rating", "state", "elapsed_days", "scheduled_days", "created_at", "updated_at")
SELECT h."id", h."study_plan_id", h."user_id", h."content_unit_id", h."reviewed_on", h."rating",
  CASE WHEN lag(h."reviewed_on") OVER w IS NULL THEN 'NEW' ELSE 'REVIEW' END,
  coalesce(h."reviewed_on" - lag(h."reviewed_on") OVER w, 0),
  greatest(coalesce(h."next_review_on" - h."reviewed_on", 0), 0),
  h."completed_at", h."completed_at"
FROM (
  SELECT d."id", d."study_plan_id", d."user_id", d."content_unit_id", d."completed_at",
    ((d."completed_at" AT TIME ZONE u."timezone") - make_interval(hours => u."day_start_hour"))::date AS "reviewed_on",
    CASE WHEN d."review_step" IS NULL THEN 'GOOD' ELSE coalesce(d."review_rating", 'GOOD') END AS "rating",
    (SELECT min(r."todo_date") FROM "daily_todo_units" r WHERE r."review_of_id" = d."id") AS "next_review_on"
  FROM "daily_todo_units" d
  JOIN "users" u ON u."id" = d."user_id"
  WHERE d."status" = 'COMPLETED' AND d."completed_at" IS NOT NULL
    AND (d."review_step" IS NOT NULL
      OR EXISTS (SELECT 1 FROM "daily_todo_units" r WHERE r."review_of_id" = d."id"))
) h
WINDOW w AS (PARTITION BY h."study_plan_id", h."content_unit_id" ORDER BY h."completed_at");
