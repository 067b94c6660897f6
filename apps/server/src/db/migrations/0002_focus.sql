CREATE TABLE "focus_block_todos" (
	"block_id" uuid NOT NULL,
	"daily_todo_unit_id" uuid NOT NULL,
	CONSTRAINT "focus_block_todos_block_id_daily_todo_unit_id_pk" PRIMARY KEY("block_id","daily_todo_unit_id")
);
--> statement-breakpoint
CREATE TABLE "focus_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"planned_minutes" integer NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"daily_todo_unit_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"seconds" integer DEFAULT 0 NOT NULL,
	"completed_todo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_type" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"planned_end_at" timestamp with time zone NOT NULL,
	"focus_target_minutes" integer NOT NULL,
	"timezone" text NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "focus_block_todos" ADD CONSTRAINT "focus_block_todos_block_id_focus_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."focus_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_block_todos" ADD CONSTRAINT "focus_block_todos_daily_todo_unit_id_daily_todo_units_id_fk" FOREIGN KEY ("daily_todo_unit_id") REFERENCES "public"."daily_todo_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_blocks" ADD CONSTRAINT "focus_blocks_session_id_focus_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."focus_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_blocks" ADD CONSTRAINT "focus_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_logs" ADD CONSTRAINT "focus_logs_block_id_focus_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."focus_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_logs" ADD CONSTRAINT "focus_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_logs" ADD CONSTRAINT "focus_logs_daily_todo_unit_id_daily_todo_units_id_fk" FOREIGN KEY ("daily_todo_unit_id") REFERENCES "public"."daily_todo_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_sessions" ADD CONSTRAINT "focus_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "focus_blocks_one_active_key" ON "focus_blocks" USING btree ("user_id") WHERE "focus_blocks"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "focus_blocks_session_idx" ON "focus_blocks" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "focus_logs_one_open_key" ON "focus_logs" USING btree ("user_id") WHERE "focus_logs"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "focus_logs_block_idx" ON "focus_logs" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "focus_logs_todo_idx" ON "focus_logs" USING btree ("daily_todo_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "focus_sessions_one_active_key" ON "focus_sessions" USING btree ("user_id") WHERE "focus_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "focus_sessions_user_idx" ON "focus_sessions" USING btree ("user_id","start_at");