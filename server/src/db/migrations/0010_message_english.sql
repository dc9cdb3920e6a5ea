ALTER TABLE "messages" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "content_en" text;