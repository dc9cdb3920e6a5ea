ALTER TABLE "export_jobs" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry_id" integer;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "sys_account_id" integer;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_sys_account_id_sys_accounts_id_fk" FOREIGN KEY ("sys_account_id") REFERENCES "public"."sys_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_sys_owner_idx" ON "export_jobs" USING btree ("sys_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_owner_check" CHECK (("export_jobs"."sys_account_id" is null and "export_jobs"."company_id" is not null and "export_jobs"."user_id" is not null and "export_jobs"."role" is not null)
        or ("export_jobs"."sys_account_id" is not null and "export_jobs"."company_id" is null and "export_jobs"."user_id" is null and "export_jobs"."role" is null));