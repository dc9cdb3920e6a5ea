-- The built-in platform role holding every system-side entry, and every existing system account holds it: before
-- platform roles existed every system account could do everything, and an upgrade takes nothing away from anyone.
INSERT INTO "sys_roles" ("name", "remark", "all_grants") VALUES ('平台超级管理员', '内置角色：拥有全部系统菜单与按钮', true)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_account_roles" ("account_id", "role_id")
SELECT a."id", r."id" FROM "sys_accounts" a CROSS JOIN "sys_roles" r WHERE r."all_grants"
ON CONFLICT DO NOTHING;
