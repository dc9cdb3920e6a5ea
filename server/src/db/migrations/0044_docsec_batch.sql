ALTER TABLE "watermark_issuances" ADD COLUMN "batch_id" text;--> statement-breakpoint
CREATE INDEX "watermark_issuances_batch_idx" ON "watermark_issuances" USING btree ("company_id","batch_id");