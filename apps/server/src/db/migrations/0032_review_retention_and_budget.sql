ALTER TABLE "study_plans" ADD COLUMN "target_retention_percent" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_plans" ADD COLUMN "review_minutes_per_day" smallint;