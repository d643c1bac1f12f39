CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_eur" double precision NOT NULL,
	"rates_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$' and "exchange_rates"."currency" <> 'EUR'),
	CONSTRAINT "exchange_rates_per_eur_check" CHECK ("exchange_rates"."per_eur" > 0)
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "day_rates" jsonb;