CREATE TABLE "doc_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"input" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"steps_total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "doc_jobs_state_check" CHECK ("doc_jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "compare_records" ADD COLUMN "job_id" integer;--> statement-breakpoint
CREATE INDEX "doc_jobs_state_idx" ON "doc_jobs" USING btree ("state");