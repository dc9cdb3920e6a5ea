CREATE TABLE "cost_statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fingerprint" text NOT NULL,
	"booked_on" date,
	"amount_fen" integer,
	"payer" text,
	"note" text NOT NULL,
	"remittance_code" text,
	"order_id" integer,
	"outcome" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cost_statement_lines_amount_check" CHECK ("cost_statement_lines"."amount_fen" is null or "cost_statement_lines"."amount_fen" > 0),
	CONSTRAINT "cost_statement_lines_outcome_check" CHECK (outcome in ('applied', 'alreadyPaid', 'amountMismatch', 'unknownCode', 'notWaiting', 'noCode', 'badAmount'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_target_check";--> statement-breakpoint
ALTER TABLE "realtime_events" DROP CONSTRAINT "realtime_events_audience_check";--> statement-breakpoint
ALTER TABLE "realtime_events" ADD COLUMN "permission" text;--> statement-breakpoint
ALTER TABLE "device_sims" ADD COLUMN "flow_month" text;--> statement-breakpoint
ALTER TABLE "device_sims" ADD COLUMN "last_month_flow_kb" integer;--> statement-breakpoint
ALTER TABLE "cost_statement_lines" ADD CONSTRAINT "cost_statement_lines_order_id_cost_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cost_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_statement_lines_fingerprint_key" ON "cost_statement_lines" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "cost_statement_lines_imported_idx" ON "cost_statement_lines" USING btree ("imported_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_target_check" CHECK ((target_kind is null and target_id is null) or (target_kind in ('application', 'authorization', 'order') and target_id is not null));--> statement-breakpoint
ALTER TABLE "realtime_events" ADD CONSTRAINT "realtime_events_permission_check" CHECK (("realtime_events"."audience" = 'permission') = ("realtime_events"."permission" is not null));--> statement-breakpoint
ALTER TABLE "realtime_events" ADD CONSTRAINT "realtime_events_audience_check" CHECK ("realtime_events"."audience" in ('unit', 'staff', 'user', 'permission'));