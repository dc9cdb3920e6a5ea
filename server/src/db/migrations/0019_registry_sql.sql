-- Foreign keys from the registry tables (schema/registry.ts) to tables of schema/index.ts, which that file cannot
-- import without an import cycle.
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_sys_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."sys_accounts"("id");--> statement-breakpoint
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id");--> statement-breakpoint
ALTER TABLE "sys_accounts" ADD CONSTRAINT "sys_accounts_department_id_sys_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."sys_departments"("id");--> statement-breakpoint
CREATE INDEX "sys_accounts_department_idx" ON "sys_accounts" USING btree ("department_id");
