ALTER TABLE "change_log" DROP CONSTRAINT "change_log_admin_id_admin_users_id_fk";
--> statement-breakpoint
ALTER TABLE "change_log" DROP CONSTRAINT "change_log_studio_id_studios_id_fk";
--> statement-breakpoint
ALTER TABLE "parameter_imports" ALTER COLUMN "effects" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "parameter_imports" ALTER COLUMN "effects" SET DEFAULT '[]'::json;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model storage parameters). Room on each page for a new version
-- of every row, so an import's overwrite is a HOT update: no index entries to write, and the dead
-- versions are pruned from the page as it is read again (decision 013).
ALTER TABLE "studio_parameters" SET (fillfactor = 50);
