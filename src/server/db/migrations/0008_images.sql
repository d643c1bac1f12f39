CREATE TABLE "image_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;