ALTER TABLE "outbox" ADD COLUMN "about_kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "about_id" integer;--> statement-breakpoint
CREATE INDEX "outbox_about_idx" ON "outbox" USING btree ("about_kind","about_id") WHERE "outbox"."about_kind" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");