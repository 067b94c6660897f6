ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");