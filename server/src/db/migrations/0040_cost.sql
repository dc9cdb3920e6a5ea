CREATE TABLE "cost_bank_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_bank_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"remittance_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"receipt_file_id" text,
	"receipt_name" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"confirmed_by" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cost_bank_transfers_confirmed_check" CHECK ("cost_bank_transfers"."confirmed_by" in ('review', 'statement'))
);
--> statement-breakpoint
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
ALTER TABLE "cost_bank_transfers" ADD CONSTRAINT "cost_bank_transfers_order_id_cost_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cost_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_bank_transfers_order_key" ON "cost_bank_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_bank_transfers_code_key" ON "cost_bank_transfers" USING btree ("remittance_code");--> statement-breakpoint
CREATE INDEX "cost_bank_transfers_submitted_idx" ON "cost_bank_transfers" USING btree ("submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_sims_device_key" ON "device_sims" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_sims_iccid_key" ON "device_sims" USING btree ("iccid");