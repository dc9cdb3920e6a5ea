ALTER TABLE "cost_refunds" DROP CONSTRAINT "cost_refunds_status_check";--> statement-breakpoint
DROP INDEX "cost_refunds_one_waiting";--> statement-breakpoint
ALTER TABLE "cost_orders" ADD COLUMN "renewal_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "refund_nos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_orders_renewal_key" ON "cost_orders" USING btree ("renewal_key");--> statement-breakpoint
CREATE INDEX "cost_refunds_sending_idx" ON "cost_refunds" USING btree ("decided_at") WHERE "cost_refunds"."status" = 5;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_refunds_one_waiting" ON "cost_refunds" USING btree ("order_id") WHERE "cost_refunds"."status" in (1, 5);--> statement-breakpoint
ALTER TABLE "cost_refunds" ADD CONSTRAINT "cost_refunds_status_check" CHECK ("cost_refunds"."status" between 1 and 5);