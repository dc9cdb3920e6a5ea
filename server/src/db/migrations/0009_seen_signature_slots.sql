CREATE TABLE "seen_signature_slots" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"epoch" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seen_signatures_0" (
	"signature_hash" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seen_signatures_1" (
	"signature_hash" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seen_signatures_2" (
	"signature_hash" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The signatures seen in the last two windows stay refused: they move to the slot of the current epoch (epochs of
-- 600,000 ms, twice SIGNATURE_WINDOW_MS: http/signature-slots.ts), which is kept through the next epoch. The other
-- slots hold no epoch yet (-1) and are emptied before their first use.
INSERT INTO "seen_signature_slots" ("slot", "epoch")
SELECT s, CASE WHEN s = e % 3 THEN e ELSE -1 END
FROM (SELECT floor(extract(epoch FROM now()) * 1000 / 600000)::bigint AS e) AS now_epoch, generate_series(0, 2) AS s;
--> statement-breakpoint
DO $$
DECLARE
  current_slot int := (SELECT "slot" FROM "seen_signature_slots" WHERE "epoch" >= 0);
BEGIN
  EXECUTE format(
    'INSERT INTO %I ("signature_hash") SELECT "signature_hash" FROM "seen_signatures" WHERE "seen_at" > now() - interval ''600 seconds''',
    'seen_signatures_' || current_slot
  );
END $$;
--> statement-breakpoint
DROP TABLE "seen_signatures" CASCADE;
