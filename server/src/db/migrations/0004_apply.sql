CREATE TABLE "application_files" (
	"application_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "application_files_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "application_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"result" text,
	"comment" text,
	"acted_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "application_steps_result_check" CHECK ("application_steps"."result" is null or "application_steps"."result" in ('approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"apply_no" text,
	"draft" boolean DEFAULT false NOT NULL,
	"state" text,
	"outcome" text,
	"applicant_id" integer NOT NULL,
	"device_id" text,
	"device_name" text,
	"template_id" integer,
	"template_name" text,
	"file_type" text,
	"copies" integer,
	"use_count" integer,
	"reason" text DEFAULT '' NOT NULL,
	"current_approver_id" integer,
	"approved_steps" integer DEFAULT 0 NOT NULL,
	"total_steps" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"applicant_unread" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_state_check" CHECK (("applications"."draft" and "applications"."state" is null) or (not "applications"."draft" and "applications"."state" in ('WAITING', 'RUNNING', 'COMPLETED', 'TERMINATED'))),
	CONSTRAINT "applications_outcome_check" CHECK (("applications"."state" = 'TERMINATED' and "applications"."outcome" in ('rejected', 'revoked')) or ("applications"."state" is distinct from 'TERMINATED' and "applications"."outcome" is null)),
	CONSTRAINT "applications_steps_check" CHECK ("applications"."approved_steps" between 0 and "applications"."total_steps")
);
--> statement-breakpoint
CREATE TABLE "file_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notifications" ADD CONSTRAINT "application_notifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notifications" ADD CONSTRAINT "application_notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_current_approver_id_users_id_fk" FOREIGN KEY ("current_approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_types" ADD CONSTRAINT "file_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_files_file_idx" ON "application_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "application_notifications_application_idx" ON "application_notifications" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_steps_seq_key" ON "application_steps" USING btree ("application_id","seq");--> statement-breakpoint
CREATE INDEX "application_steps_approver_idx" ON "application_steps" USING btree ("approver_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_apply_no_key" ON "applications" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "applications_company_state_idx" ON "applications" USING btree ("company_id","state","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_company_applicant_idx" ON "applications" USING btree ("company_id","applicant_id","draft","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_current_approver_idx" ON "applications" USING btree ("company_id","current_approver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_types_company_name_key" ON "file_types" USING btree ("company_id","name");