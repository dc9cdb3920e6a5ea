CREATE TABLE "device_sims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_sims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"device_id" text NOT NULL,
	"iccid" text NOT NULL,
	"card_state" text NOT NULL,
	"flow_used_kb" integer DEFAULT 0 NOT NULL,
	"flow_limit_kb" integer NOT NULL,
	"paid_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_sims_flow_check" CHECK ("device_sims"."flow_used_kb" >= 0 and "device_sims"."flow_limit_kb" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "device_sims_device_key" ON "device_sims" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_sims_iccid_key" ON "device_sims" USING btree ("iccid");