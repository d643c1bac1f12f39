ALTER TABLE "enquiries" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "prep_days" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "shoot_days" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "strike_days" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "crew" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiries_request_idx" ON "enquiries" USING btree ("request_id") WHERE "enquiries"."request_id" IS NOT NULL;