CREATE TABLE "anomaly_alert_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anomaly_alert_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"alert_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"text" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anomaly_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anomaly_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"use_record_id" integer NOT NULL,
	"rule" text NOT NULL,
	"severity" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"address" text,
	"used_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"assignee_name" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "anomaly_alerts_state_check" CHECK ("anomaly_alerts"."state" in ('open', 'acknowledged', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "anomaly_rules" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"severity" text NOT NULL,
	CONSTRAINT "anomaly_rules_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE "anomaly_schedules" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"work_days" jsonb NOT NULL,
	"day_from" text NOT NULL,
	"day_to" text NOT NULL,
	"holidays" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anomaly_alert_events" ADD CONSTRAINT "anomaly_alert_events_alert_id_anomaly_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."anomaly_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomaly_alerts" ADD CONSTRAINT "anomaly_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomaly_rules" ADD CONSTRAINT "anomaly_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomaly_schedules" ADD CONSTRAINT "anomaly_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anomaly_alert_events_alert_idx" ON "anomaly_alert_events" USING btree ("alert_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "anomaly_alerts_record_rule_key" ON "anomaly_alerts" USING btree ("company_id","use_record_id","rule");--> statement-breakpoint
CREATE INDEX "anomaly_alerts_company_created_idx" ON "anomaly_alerts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "anomaly_alerts_company_state_idx" ON "anomaly_alerts" USING btree ("company_id","state");