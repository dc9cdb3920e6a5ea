CREATE TABLE "fence_places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fence_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"fence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "fence" jsonb;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "fence_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "fence_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fence_places" ADD CONSTRAINT "fence_places_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fence_places_name_key" ON "fence_places" USING btree ("company_id","name");