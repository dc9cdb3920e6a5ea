CREATE TABLE "audit_chain_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"signature" text,
	"key_id" text
);
--> statement-breakpoint
CREATE TABLE "audit_checkpoints" (
	"chain" text NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_checkpoints_chain_seq_pk" PRIMARY KEY("chain","seq")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"side" text NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"sys_account_id" integer,
	"call" text NOT NULL,
	"targets" jsonb NOT NULL,
	"result_code" integer NOT NULL,
	"reason" text,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"identity" text,
	"method" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_seq_key" ON "audit_log" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "audit_log_kind_at_idx" ON "audit_log" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at");