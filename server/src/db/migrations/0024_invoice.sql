CREATE SEQUENCE "public"."invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "invoice_orders_amount_check" CHECK ("invoice_orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"payer_type" smallint NOT NULL,
	"title" text NOT NULL,
	"tax_number" text,
	"address" text,
	"phone" text,
	"bank_name" text,
	"bank_account" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_payers_type_check" CHECK ("invoice_payers"."payer_type" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_type" smallint NOT NULL,
	"status" smallint DEFAULT 4 NOT NULL,
	"amount_fen" integer NOT NULL,
	"payer_type" smallint NOT NULL,
	"title" text NOT NULL,
	"tax_number" text,
	"address" text,
	"phone" text,
	"bank_name" text,
	"bank_account" text,
	"email" text,
	"remark" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	"issued_no" text,
	"document_file_id" text,
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."invoice_type" between 1 and 4),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" between 1 and 5),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_cost_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cost_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice_idx" ON "invoice_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_orders_order_idx" ON "invoice_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_payers_company_idx" ON "invoice_payers" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payers_one_default" ON "invoice_payers" USING btree ("company_id") WHERE "invoice_payers"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_key" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","created_at");