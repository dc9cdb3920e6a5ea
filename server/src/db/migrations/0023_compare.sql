CREATE TABLE "compare_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compare_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"old_file_id" text NOT NULL,
	"new_file_id" text NOT NULL,
	"old_name" text NOT NULL,
	"new_name" text NOT NULL,
	"page_changes" integer NOT NULL,
	"text_changes" integer NOT NULL,
	"visual_changes" integer NOT NULL,
	"seals" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "compare_records_created_idx" ON "compare_records" USING btree ("company_id","created_at" DESC NULLS LAST,"id");