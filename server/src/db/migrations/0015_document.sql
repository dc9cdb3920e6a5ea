CREATE TABLE "watermark_detections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watermark_detections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"method" text,
	"issuance_row_id" integer,
	"confidence" real DEFAULT 0 NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watermark_issuances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watermark_issuances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"issuance_id" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"document_name" text NOT NULL,
	"source_file_id" text NOT NULL,
	"copy_file_id" text NOT NULL,
	"copy_hash" text NOT NULL,
	"key_version" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watermark_keys" (
	"company_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watermark_keys_company_id_version_pk" PRIMARY KEY("company_id","version")
);
--> statement-breakpoint
CREATE TABLE "watermark_rules" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"text_template" text NOT NULL,
	"opacity" smallint NOT NULL,
	"angle" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "watermark_detections_created_idx" ON "watermark_detections" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "watermark_issuances_id_idx" ON "watermark_issuances" USING btree ("company_id","issuance_id");--> statement-breakpoint
CREATE INDEX "watermark_issuances_hash_idx" ON "watermark_issuances" USING btree ("company_id","copy_hash");--> statement-breakpoint
CREATE INDEX "watermark_issuances_created_idx" ON "watermark_issuances" USING btree ("company_id","created_at");