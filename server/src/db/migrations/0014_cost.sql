CREATE SEQUENCE "public"."cost_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cost_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"service_type" smallint NOT NULL,
	"sub_type" smallint,
	"package_type" smallint NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"quantity" integer NOT NULL,
	"months" integer,
	"device_id" text,
	"amount_fen" integer NOT NULL,
	"service_end_after" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cost_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"title" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"pay_state" smallint DEFAULT 0 NOT NULL,
	"amount_fen" integer NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"refunding_fen" integer DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"trade_no" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cost_orders_state_check" CHECK ("cost_orders"."state" between 0 and 5),
	CONSTRAINT "cost_orders_pay_state_check" CHECK ("cost_orders"."pay_state" between 0 and 7),
	CONSTRAINT "cost_orders_money_check" CHECK ("cost_orders"."amount_fen" >= 0 and "cost_orders"."refunded_fen" + "cost_orders"."refunding_fen" <= "cost_orders"."paid_fen" and "cost_orders"."refunded_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cost_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"service_type" smallint NOT NULL,
	"sub_type" smallint,
	"package_type" smallint NOT NULL,
	"price_fen" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"months" integer,
	"description" text DEFAULT '' NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cost_products_price_check" CHECK ("cost_products"."price_fen" >= 0),
	CONSTRAINT "cost_products_tax_check" CHECK ("cost_products"."tax_rate_bp" between 0 and 10000),
	CONSTRAINT "cost_products_package_check" CHECK ("cost_products"."package_type" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"notify_id" text NOT NULL,
	"order_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_no" text NOT NULL,
	"order_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cost_order_items" ADD CONSTRAINT "cost_order_items_order_id_cost_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cost_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_order_items" ADD CONSTRAINT "cost_order_items_product_id_cost_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."cost_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_order_items_order_idx" ON "cost_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_orders_order_no_key" ON "cost_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "cost_orders_company_idx" ON "cost_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "cost_orders_unpaid_idx" ON "cost_orders" USING btree ("deadline") WHERE "cost_orders"."pay_state" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_products_code_key" ON "cost_products" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_key" ON "payment_notifications" USING btree ("channel","notify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_trade_no_key" ON "sandbox_trades" USING btree ("trade_no");