-- Foreign keys of quota_applications (server/src/db/schema/platform.ts cannot name the tables of schema/index.ts
-- without an import cycle): an application belongs to an existing unit and was filed by an existing user.
ALTER TABLE "quota_applications" ADD CONSTRAINT "quota_applications_company_id_fk"
  FOREIGN KEY ("company_id") REFERENCES "companies"("id");
--> statement-breakpoint
ALTER TABLE "quota_applications" ADD CONSTRAINT "quota_applications_applicant_id_fk"
  FOREIGN KEY ("applicant_id") REFERENCES "users"("id");
