CREATE TABLE "approval_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"name" text NOT NULL,
	"approver_ids" integer[] NOT NULL,
	"file_types" text[] NOT NULL,
	"use_count_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_templates_limit_check" CHECK ("approval_templates"."use_count_limit" is null or "approval_templates"."use_count_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "device_operations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"operation_type" smallint NOT NULL,
	"operator_name" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_operations_type_check" CHECK ("device_operations"."operation_type" between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "device_replacements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_replacements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"old_device_id" text NOT NULL,
	"new_device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"reason" text,
	"operator_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"device_type" smallint NOT NULL,
	"is_bluetooth" boolean NOT NULL,
	"is_gprs" boolean NOT NULL,
	"gprs_protocol" text,
	"connect_mode" text DEFAULT 'bluetooth' NOT NULL,
	"service_end_time" timestamp with time zone,
	"ability_perms_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"address" text,
	"online" boolean DEFAULT false NOT NULL,
	"battery" smallint,
	"firmware" text,
	"keeper_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_type_check" CHECK ("devices"."device_type" between 1 and 4),
	CONSTRAINT "devices_connect_mode_check" CHECK ("devices"."connect_mode" in ('bluetooth', 'gprs')),
	CONSTRAINT "devices_battery_check" CHECK ("devices"."battery" is null or "devices"."battery" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "approval_templates" ADD CONSTRAINT "approval_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_operations" ADD CONSTRAINT "device_operations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_replacements" ADD CONSTRAINT "device_replacements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_keeper_id_users_id_fk" FOREIGN KEY ("keeper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_templates_device_idx" ON "approval_templates" USING btree ("company_id","device_id");--> statement-breakpoint
CREATE INDEX "device_operations_device_idx" ON "device_operations" USING btree ("company_id","device_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "device_replacements_company_idx" ON "device_replacements" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_id_key" ON "devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "devices_company_idx" ON "devices" USING btree ("company_id","created_at");