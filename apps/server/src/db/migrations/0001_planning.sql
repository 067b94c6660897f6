CREATE TABLE "content_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"parent_id" uuid,
	"depth" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"short_title" text NOT NULL,
	"unit_volume" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_todo_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"study_plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content_unit_id" uuid NOT NULL,
	"todo_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"postponed_from_id" uuid,
	"total_study_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"source_url" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"learning_content_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"study_speed" smallint NOT NULL,
	"buffer_day_interval" smallint NOT NULL,
	"rest_dates" date[] DEFAULT '{}' NOT NULL,
	"rest_weekdays" smallint[] DEFAULT '{}' NOT NULL,
	"buffer_dates" date[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_units" ADD CONSTRAINT "content_units_content_id_learning_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."learning_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_units" ADD CONSTRAINT "content_units_parent_id_content_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_todo_units" ADD CONSTRAINT "daily_todo_units_study_plan_id_study_plans_id_fk" FOREIGN KEY ("study_plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_todo_units" ADD CONSTRAINT "daily_todo_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_todo_units" ADD CONSTRAINT "daily_todo_units_content_unit_id_content_units_id_fk" FOREIGN KEY ("content_unit_id") REFERENCES "public"."content_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_todo_units" ADD CONSTRAINT "daily_todo_units_postponed_from_id_daily_todo_units_id_fk" FOREIGN KEY ("postponed_from_id") REFERENCES "public"."daily_todo_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_contents" ADD CONSTRAINT "learning_contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_learning_content_id_learning_contents_id_fk" FOREIGN KEY ("learning_content_id") REFERENCES "public"."learning_contents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_units_content_idx" ON "content_units" USING btree ("content_id","position");--> statement-breakpoint
CREATE INDEX "daily_todo_units_user_date_idx" ON "daily_todo_units" USING btree ("user_id","todo_date");--> statement-breakpoint
CREATE INDEX "daily_todo_units_plan_date_idx" ON "daily_todo_units" USING btree ("study_plan_id","todo_date");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_todo_units_successor_key" ON "daily_todo_units" USING btree ("postponed_from_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_contents_title_author_key" ON "learning_contents" USING btree (lower("title"),lower("author"));--> statement-breakpoint
CREATE INDEX "learning_contents_updated_idx" ON "learning_contents" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "study_plans_user_idx" ON "study_plans" USING btree ("user_id","status");