CREATE TABLE "held_usernames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "held_usernames" ADD CONSTRAINT "held_usernames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_usernames_name_key" ON "held_usernames" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "held_usernames_user_idx" ON "held_usernames" USING btree ("user_id");--> statement-breakpoint
-- What the service needs to work is a notice from now on, read and not ticked: the agreements already given stay.
UPDATE "terms" SET "is_required" = false WHERE "type" IN ('PRIVACY_POLICY', 'COOKIE_POLICY', 'DATA_SECURITY_POLICY', 'INTELLECTUAL_PROPERTY_POLICY', 'SERVICE_TERMINATION_POLICY');
