CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_country_code_check" CHECK ("studios"."country_code" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_coordinates_check" CHECK (("studios"."latitude" is null) = ("studios"."longitude" is null)
          and "studios"."latitude" between -90 and 90 and "studios"."longitude" between -180 and 180);