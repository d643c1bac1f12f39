CREATE TABLE "client_rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "page_view_daily_day_path_pk" PRIMARY KEY("day","path")
);
