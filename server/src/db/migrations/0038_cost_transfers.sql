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
ALTER TABLE "cost_bank_transfers" ADD CONSTRAINT "cost_bank_transfers_order_id_cost_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cost_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_bank_transfers_order_key" ON "cost_bank_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_bank_transfers_code_key" ON "cost_bank_transfers" USING btree ("remittance_code");--> statement-breakpoint
CREATE INDEX "cost_bank_transfers_submitted_idx" ON "cost_bank_transfers" USING btree ("submitted_at");