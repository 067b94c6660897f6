ALTER TABLE "learning_contents" DROP CONSTRAINT "learning_contents_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_contents" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_contents" ADD CONSTRAINT "learning_contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;