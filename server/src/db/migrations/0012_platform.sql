CREATE TABLE "quota_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quota_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"item" text NOT NULL,
	"current_limit" integer NOT NULL,
	"requested_limit" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"info_state" text DEFAULT 'INITIAL' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "quota_applications_states_check" CHECK (("quota_applications"."state" = 'RUNNING' and "quota_applications"."info_state" = 'INITIAL') or ("quota_applications"."state" = 'COMPLETED' and "quota_applications"."info_state" in ('PASS', 'REJECT')))
);
--> statement-breakpoint
CREATE INDEX "quota_applications_company_idx" ON "quota_applications" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quota_applications_state_idx" ON "quota_applications" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "quota_applications_open_key" ON "quota_applications" USING btree ("company_id","item") WHERE "quota_applications"."state" = 'RUNNING';