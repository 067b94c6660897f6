CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"email_verified" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "users_identity_key";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_key" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_provider_key" ON "user_identities" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "user_identities_verified_email_idx" ON "user_identities" USING btree (lower("email")) WHERE "user_identities"."email_verified";--> statement-breakpoint
-- Every existing account keeps signing in: its one (issuer, subject) becomes its first sign-in method, with
-- the e-mail it holds (the local trial's subject is that e-mail, Google's issuer is Google).
INSERT INTO "user_identities" ("user_id", "provider", "subject", "email", "email_verified", "created_at", "last_sign_in_at")
SELECT "id",
  CASE "issuer" WHEN 'https://accounts.google.com' THEN 'google' WHEN 'local' THEN 'local' ELSE 'oidc' END,
  "subject", "email", "email_verified", "created_at", "last_login_at"
FROM "users"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "issuer";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subject";