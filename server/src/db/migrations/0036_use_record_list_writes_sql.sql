-- A new use record no longer raises the list version: use_record_stats.max_id, written under the stats row lock by
-- every insert, says which records are new, and the lists remembered per node take them in rather than being read
-- again (modules/use-record/list-cache.ts). A record whose photo count alone changed raises photo_version and names
-- itself in photo_record_id; any other change of a record still raises the version (of its old and new unit).
DROP TRIGGER "use_records_list_insert" ON "use_records";
--> statement-breakpoint
DROP FUNCTION "use_records_added"();
--> statement-breakpoint
CREATE FUNCTION "use_record_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every column but photo_count compared, so a column added later counts as a change of the list.
  IF (to_jsonb(OLD) - 'photo_count') = (to_jsonb(NEW) - 'photo_count') THEN
    UPDATE "use_record_stats" SET "photo_version" = "photo_version" + 1, "photo_record_id" = NEW."id"
    WHERE "company_id" = NEW."company_id";
  ELSE
    UPDATE "use_record_stats" SET "version" = "version" + 1
    WHERE "company_id" IN (OLD."company_id", NEW."company_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "use_records_list_update" ON "use_records";
--> statement-breakpoint
CREATE TRIGGER "use_records_list_update" AFTER UPDATE ON "use_records"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "use_record_row_changed"();
