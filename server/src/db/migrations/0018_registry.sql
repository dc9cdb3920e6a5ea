CREATE TABLE "complaint_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_name" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_files" (
	"complaint_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"seq" smallint NOT NULL,
	CONSTRAINT "complaint_files_complaint_id_file_id_pk" PRIMARY KEY("complaint_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"content" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"assignee_id" integer,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_state_check" CHECK ("complaints"."state" in ('pending', 'processing', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"leader" text,
	"phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_accounts" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_category_id_dictionaries_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dictionaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionaries" ADD CONSTRAINT "dictionaries_parent_id_dictionaries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dictionaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_departments" ADD CONSTRAINT "sys_departments_parent_id_sys_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sys_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","at","id");--> statement-breakpoint
CREATE INDEX "complaint_files_file_idx" ON "complaint_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_owner_idx" ON "complaints" USING btree ("company_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_category_idx" ON "complaints" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionaries_type_code_key" ON "dictionaries" USING btree ("code") WHERE "dictionaries"."parent_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionaries_entry_code_key" ON "dictionaries" USING btree ("parent_id","code");--> statement-breakpoint
CREATE INDEX "sys_departments_parent_idx" ON "sys_departments" USING btree ("parent_id");