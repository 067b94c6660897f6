ALTER TABLE "daily_todo_units" ADD COLUMN "review_step" smallint;--> statement-breakpoint
ALTER TABLE "daily_todo_units" ADD COLUMN "review_rating" text;--> statement-breakpoint
ALTER TABLE "daily_todo_units" ADD COLUMN "review_of_id" uuid;--> statement-breakpoint
ALTER TABLE "study_plans" ADD COLUMN "reviews_per_day" smallint;--> statement-breakpoint
ALTER TABLE "daily_todo_units" ADD CONSTRAINT "daily_todo_units_review_of_id_daily_todo_units_id_fk" FOREIGN KEY ("review_of_id") REFERENCES "public"."daily_todo_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_todo_units_review_of_idx" ON "daily_todo_units" USING btree ("review_of_id");