ALTER TABLE "cost_orders" ADD COLUMN "renewal_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_orders_renewal_key" ON "cost_orders" USING btree ("renewal_key");