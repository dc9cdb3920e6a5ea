-- Copies issued before issuings had a batch id: one issuing wrote all its copies with one issuer, one source file and
-- one timestamp, so those three name its batch.
UPDATE "watermark_issuances"
SET "batch_id" = md5("company_id"::text || ':' || "issuer_id"::text || ':' || "source_file_id" || ':' || "created_at"::text)
WHERE "batch_id" IS NULL;
