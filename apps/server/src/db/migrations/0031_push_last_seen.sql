ALTER TABLE "push_settings" ADD COLUMN "app_badge" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "push_subscriptions" SET "last_seen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "last_seen_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "push_subscriptions_last_seen_idx" ON "push_subscriptions" USING btree ("last_seen_at");
