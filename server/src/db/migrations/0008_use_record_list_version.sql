ALTER TABLE "use_record_stats" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The use-record list's version (schema: useRecordStats.version) is raised by triggers, in the transaction of the
-- change, whatever code makes it: a page of the list shows the record's columns and the names of its device
-- (devices.name by company and device_id, else the device_id), member (memberships.real_name, else users.real_name)
-- and department (departments.name). A unit without a stats row has no records, so nothing to raise there.
CREATE FUNCTION "use_record_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row of a unit's table (use_records, devices, memberships, departments) added, changed or removed.
  IF TG_OP <> 'INSERT' THEN
    UPDATE "use_record_stats" SET "version" = "version" + 1 WHERE "company_id" = OLD."company_id";
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE "use_record_stats" SET "version" = "version" + 1 WHERE "company_id" = NEW."company_id";
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW."company_id" IS DISTINCT FROM OLD."company_id" THEN
      UPDATE "use_record_stats" SET "version" = "version" + 1 WHERE "company_id" = NEW."company_id";
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "use_records_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per statement: the seed inserts a million records in a few statements.
  UPDATE "use_record_stats" SET "version" = "version" + 1 WHERE "company_id" IN (SELECT "company_id" FROM "added");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "use_record_list_user_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An account's name shows in every unit where it is a member without a name of its own or has records.
  UPDATE "use_record_stats" s SET "version" = s."version" + 1
  WHERE EXISTS (SELECT 1 FROM "memberships" m WHERE m."user_id" = NEW."id" AND m."company_id" = s."company_id")
     OR EXISTS (SELECT 1 FROM "use_records" r WHERE r."company_id" = s."company_id" AND r."user_id" = NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "use_records_list_insert" AFTER INSERT ON "use_records"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "use_records_added"();
--> statement-breakpoint
CREATE TRIGGER "use_records_list_update" AFTER UPDATE ON "use_records"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "use_record_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "use_records_list_delete" AFTER DELETE ON "use_records"
  FOR EACH ROW EXECUTE FUNCTION "use_record_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "devices_use_record_list" AFTER INSERT OR DELETE ON "devices"
  FOR EACH ROW EXECUTE FUNCTION "use_record_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "devices_use_record_list_update" AFTER UPDATE OF "name", "device_id", "company_id" ON "devices"
  FOR EACH ROW WHEN ((OLD."name", OLD."device_id", OLD."company_id") IS DISTINCT FROM (NEW."name", NEW."device_id", NEW."company_id"))
  EXECUTE FUNCTION "use_record_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "memberships_use_record_list" AFTER INSERT OR DELETE ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "use_record_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "memberships_use_record_list_update" AFTER UPDATE OF "real_name", "user_id", "company_id" ON "memberships"
  FOR EACH ROW WHEN ((OLD."real_name", OLD."user_id", OLD."company_id") IS DISTINCT FROM (NEW."real_name", NEW."user_id", NEW."company_id"))
  EXECUTE FUNCTION "use_record_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "departments_use_record_list" AFTER INSERT OR DELETE ON "departments"
  FOR EACH ROW EXECUTE FUNCTION "use_record_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "departments_use_record_list_update" AFTER UPDATE OF "name", "company_id" ON "departments"
  FOR EACH ROW WHEN ((OLD."name", OLD."company_id") IS DISTINCT FROM (NEW."name", NEW."company_id"))
  EXECUTE FUNCTION "use_record_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_use_record_list" AFTER UPDATE OF "real_name" ON "users"
  FOR EACH ROW WHEN (OLD."real_name" IS DISTINCT FROM NEW."real_name") EXECUTE FUNCTION "use_record_list_user_renamed"();
