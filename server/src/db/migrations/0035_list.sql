ALTER TABLE "use_record_stats" ADD COLUMN "photo_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "use_record_stats" ADD COLUMN "photo_record_id" integer DEFAULT 0 NOT NULL;