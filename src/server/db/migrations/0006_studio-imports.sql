CREATE TABLE "studio_import_decisions" (
	"row_key" text NOT NULL,
	"column" text NOT NULL,
	"choice" text NOT NULL,
	"admin_id" integer,
	"import_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_import_decisions_row_key_column_pk" PRIMARY KEY("row_key","column")
);
--> statement-breakpoint
CREATE TABLE "studio_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"file_name" text DEFAULT '' NOT NULL,
	"file_hash" text NOT NULL,
	"resolution" text NOT NULL,
	"summary" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"effects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer
);
--> statement-breakpoint
ALTER TABLE "change_log" ADD COLUMN "studio_import_id" integer;--> statement-breakpoint
ALTER TABLE "studio_import_decisions" ADD CONSTRAINT "studio_import_decisions_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_import_decisions" ADD CONSTRAINT "studio_import_decisions_import_id_studio_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."studio_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_imports" ADD CONSTRAINT "studio_imports_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_imports" ADD CONSTRAINT "studio_imports_undone_by_admin_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_imports_created_idx" ON "studio_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "change_log_studio_import_idx" ON "change_log" USING btree ("studio_import_id");