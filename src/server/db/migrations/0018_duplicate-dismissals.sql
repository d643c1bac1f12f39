CREATE TABLE "duplicate_dismissals" (
	"studio_a" integer NOT NULL,
	"studio_b" integer NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_dismissals_studio_a_studio_b_pk" PRIMARY KEY("studio_a","studio_b"),
	CONSTRAINT "duplicate_dismissals_order_check" CHECK ("duplicate_dismissals"."studio_a" < "duplicate_dismissals"."studio_b")
);
--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_studio_a_studios_id_fk" FOREIGN KEY ("studio_a") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_studio_b_studios_id_fk" FOREIGN KEY ("studio_b") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;