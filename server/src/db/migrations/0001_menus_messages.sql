CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"system_code" text NOT NULL,
	"router_list" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'menu' NOT NULL,
	"button_code" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"counter" text DEFAULT '' NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_type_check" CHECK ("menus"."type" in ('menu', 'button'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type_check" CHECK (type in ('system', 'approval', 'authorization', 'device'))
);
--> statement-breakpoint
CREATE TABLE "role_grants" (
	"role" smallint NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_grants_role_menu_id_pk" PRIMARY KEY("role","menu_id"),
	CONSTRAINT "role_grants_role_check" CHECK ("role_grants"."role" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "systems" (
	"system_code" text PRIMARY KEY NOT NULL,
	"system_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_number" text NOT NULL,
	"details" text NOT NULL,
	"released_at" date NOT NULL,
	"type" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_system_code_systems_system_code_fk" FOREIGN KEY ("system_code") REFERENCES "public"."systems"("system_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_seed_key_key" ON "menus" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "menus_system_parent_idx" ON "menus" USING btree ("system_code","parent_id");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "messages_owner_idx" ON "messages" USING btree ("company_id","user_id","read_at","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "role_grants_menu_idx" ON "role_grants" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "versions_type_number_key" ON "versions" USING btree ("type","version_number");--> statement-breakpoint
CREATE INDEX "versions_type_released_idx" ON "versions" USING btree ("type","released_at" DESC NULLS LAST);