ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP COLUMN "actor_email";--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP COLUMN "target_email";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "sessions_valid_after";