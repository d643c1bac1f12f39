CREATE TABLE "studio_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"survivor_id" integer NOT NULL,
	"merged_id" integer NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb NOT NULL,
	"moved" jsonb NOT NULL,
	"survivor_version" integer NOT NULL,
	"merged_version" integer NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "studio_merges" ADD CONSTRAINT "studio_merges_survivor_id_studios_id_fk" FOREIGN KEY ("survivor_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_merges" ADD CONSTRAINT "studio_merges_merged_id_studios_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_merges" ADD CONSTRAINT "studio_merges_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_merges" ADD CONSTRAINT "studio_merges_undone_by_admin_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_merges_created_idx" ON "studio_merges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "studio_merges_merged_idx" ON "studio_merges" USING btree ("merged_id");--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_merged_into_studios_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."studios"("id") ON DELETE set null ON UPDATE no action;