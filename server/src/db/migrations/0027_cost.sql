CREATE TABLE "cost_holdings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_holdings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"units" integer DEFAULT 0 NOT NULL,
	"used_units" integer DEFAULT 0 NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cost_holdings_units_check" CHECK ("cost_holdings"."units" >= 0 and "cost_holdings"."used_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"billed_to" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_holdings" ADD CONSTRAINT "cost_holdings_product_id_cost_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."cost_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_holdings_company_product_key" ON "cost_holdings" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "sms_reminders_company_idx" ON "sms_reminders" USING btree ("company_id","sent_at");