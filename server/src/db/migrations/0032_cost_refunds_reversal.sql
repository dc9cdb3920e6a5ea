CREATE TABLE "cost_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "cost_refunds_amount_check" CHECK ("cost_refunds"."amount_fen" > 0),
	CONSTRAINT "cost_refunds_status_check" CHECK ("cost_refunds"."status" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reverse_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_no" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_document_file_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reissue_of" integer;--> statement-breakpoint
ALTER TABLE "cost_refunds" ADD CONSTRAINT "cost_refunds_order_id_cost_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cost_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_refunds_order_idx" ON "cost_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cost_refunds_status_idx" ON "cost_refunds" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_refunds_one_waiting" ON "cost_refunds" USING btree ("order_id") WHERE "cost_refunds"."status" = 1;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" between 1 and 6);