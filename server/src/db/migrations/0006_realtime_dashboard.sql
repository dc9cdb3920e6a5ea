CREATE TABLE "dashboard_layouts" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"layouts" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_layouts_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "realtime_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_events" (
	"company_id" integer NOT NULL,
	"id" bigint NOT NULL,
	"type" text NOT NULL,
	"audience" text NOT NULL,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_events_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "realtime_events_audience_check" CHECK ("realtime_events"."audience" in ('unit', 'staff', 'user'))
);
--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_counters" ADD CONSTRAINT "realtime_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_events" ADD CONSTRAINT "realtime_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_events_created_idx" ON "realtime_events" USING btree ("created_at");