ALTER TABLE "sms_reminders" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "sms_reminders" ADD COLUMN "vendor_code" text;