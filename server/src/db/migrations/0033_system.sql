CREATE TABLE "sys_account_roles" (
	"account_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_account_roles_account_id_role_id_pk" PRIMARY KEY("account_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role_grants" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "sys_role_grants_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"all_grants" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "sys_account_roles" ADD CONSTRAINT "sys_account_roles_account_id_sys_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sys_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_account_roles" ADD CONSTRAINT "sys_account_roles_role_id_sys_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_grants" ADD CONSTRAINT "sys_role_grants_role_id_sys_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_grants" ADD CONSTRAINT "sys_role_grants_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_account_roles_role_idx" ON "sys_account_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_role_grants_menu_idx" ON "sys_role_grants" USING btree ("menu_id");