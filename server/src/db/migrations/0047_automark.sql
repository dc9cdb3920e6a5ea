ALTER TABLE "watermark_issuances" ADD COLUMN "origin" text DEFAULT 'issue' NOT NULL;--> statement-breakpoint
ALTER TABLE "watermark_issuances" ADD COLUMN "mark_version" text;--> statement-breakpoint
ALTER TABLE "watermark_rules" ADD COLUMN "mark_attachments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "watermark_rules" ADD COLUMN "mark_evidence" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "watermark_issuances_download_idx" ON "watermark_issuances" USING btree ("company_id","source_file_id","recipient_id");