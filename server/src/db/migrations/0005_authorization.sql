CREATE TABLE "authorization_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorization_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"authorization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"detail" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"empower_no" text NOT NULL,
	"device_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"apply_id" integer,
	"apply_no" text,
	"file_type" text,
	"reason" text,
	"use_count" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"state" smallint NOT NULL,
	"end_reason" text,
	"photograph_locked" boolean DEFAULT false NOT NULL,
	"granted_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"audit_remark" text,
	"unread" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "authorizations_state_check" CHECK ("authorizations"."state" between 0 and 6),
	CONSTRAINT "authorizations_count_check" CHECK ("authorizations"."use_count" between 1 and 500 and "authorizations"."used_count" between 0 and "authorizations"."use_count")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"export_type" smallint NOT NULL,
	"filters" text DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"file_id" text,
	"file_name" text,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "export_jobs_state_check" CHECK ("export_jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "use_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "use_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"use_record_id" integer,
	"authorization_id" integer,
	"device_id" text NOT NULL,
	"source" text NOT NULL,
	"file_id" text,
	"generated" boolean DEFAULT false NOT NULL,
	"seq" smallint DEFAULT 0 NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "use_photos_source_check" CHECK ("use_photos"."source" in ('device', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "use_record_marks" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"exception_seen_id" integer DEFAULT 0 NOT NULL,
	"auth_seen_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "use_record_marks_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "use_record_stats" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"max_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "use_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "use_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"authorization_id" integer,
	"empower_no" text,
	"user_id" integer,
	"department_id" integer,
	"use_type" smallint NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"address" text,
	"exception" boolean DEFAULT false NOT NULL,
	"exception_kind" text,
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "use_records_type_check" CHECK ("use_records"."use_type" in (0, 1, 2, 3, 6))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fingerprint_enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authorization_events" ADD CONSTRAINT "authorization_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_events" ADD CONSTRAINT "authorization_events_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_granted_by_id_users_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_photos" ADD CONSTRAINT "use_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_photos" ADD CONSTRAINT "use_photos_use_record_id_use_records_id_fk" FOREIGN KEY ("use_record_id") REFERENCES "public"."use_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_photos" ADD CONSTRAINT "use_photos_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_photos" ADD CONSTRAINT "use_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_record_marks" ADD CONSTRAINT "use_record_marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_record_marks" ADD CONSTRAINT "use_record_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_record_stats" ADD CONSTRAINT "use_record_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_records" ADD CONSTRAINT "use_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_records" ADD CONSTRAINT "use_records_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_records" ADD CONSTRAINT "use_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_events_auth_idx" ON "authorization_events" USING btree ("authorization_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "authorizations_empower_no_key" ON "authorizations" USING btree ("empower_no");--> statement-breakpoint
CREATE INDEX "authorizations_company_idx" ON "authorizations" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "authorizations_user_idx" ON "authorizations" USING btree ("company_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "authorizations_device_idx" ON "authorizations" USING btree ("company_id","device_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "authorizations_open_device_key" ON "authorizations" USING btree ("device_id") WHERE "authorizations"."state" in (0, 3, 4, 5);--> statement-breakpoint
CREATE UNIQUE INDEX "authorizations_apply_key" ON "authorizations" USING btree ("apply_id") WHERE "authorizations"."apply_id" is not null;--> statement-breakpoint
CREATE INDEX "export_jobs_owner_idx" ON "export_jobs" USING btree ("company_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "export_jobs_state_idx" ON "export_jobs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "use_photos_record_idx" ON "use_photos" USING btree ("use_record_id","seq");--> statement-breakpoint
CREATE INDEX "use_photos_phone_idx" ON "use_photos" USING btree ("company_id","taken_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "use_photos"."source" = 'phone';--> statement-breakpoint
CREATE INDEX "use_photos_auth_idx" ON "use_photos" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "use_records_company_idx" ON "use_records" USING btree ("company_id","used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "use_records_device_idx" ON "use_records" USING btree ("company_id","device_id","used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "use_records_device_type_idx" ON "use_records" USING btree ("company_id","device_id","use_type","used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "use_records_user_idx" ON "use_records" USING btree ("company_id","user_id","used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "use_records_department_idx" ON "use_records" USING btree ("company_id","department_id","used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "use_records_type_idx" ON "use_records" USING btree ("company_id","use_type","used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "use_records_exception_idx" ON "use_records" USING btree ("company_id","used_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "use_records"."exception";--> statement-breakpoint
CREATE INDEX "use_records_exception_id_idx" ON "use_records" USING btree ("company_id","id") WHERE "use_records"."exception";--> statement-breakpoint
CREATE INDEX "use_records_user_id_idx" ON "use_records" USING btree ("company_id","user_id","id") WHERE "use_records"."authorization_id" is not null;--> statement-breakpoint
CREATE INDEX "use_records_auth_idx" ON "use_records" USING btree ("authorization_id","used_at");