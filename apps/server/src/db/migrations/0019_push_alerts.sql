CREATE TABLE "push_deliveries" (
	"user_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_deliveries_user_id_event_key_pk" PRIMARY KEY("user_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "push_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"visible_until" timestamp with time zone,
	"daily_reminder_minute" smallint
);
--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_settings" ADD CONSTRAINT "push_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_claimed_idx" ON "push_deliveries" USING btree ("claimed_at");