CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"query_key" text NOT NULL,
	"frequency" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"origin" text NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"last_sent_through" bigint DEFAULT 0 NOT NULL,
	"next_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "search_subscriptions_email_query_idx" ON "search_subscriptions" USING btree (lower("email"),"query_key");--> statement-breakpoint
CREATE INDEX "search_subscriptions_due_idx" ON "search_subscriptions" USING btree ("next_digest_at") WHERE "search_subscriptions"."confirmed_at" IS NOT NULL;