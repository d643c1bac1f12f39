-- The data version behind the list cache: every write bumps it in its own transaction.
INSERT INTO "app_state" ("key", "value") VALUES ('data_version', 1) ON CONFLICT ("key") DO NOTHING;
