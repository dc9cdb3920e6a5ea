ALTER TABLE "messages" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_target_check" CHECK ((target_kind is null and target_id is null) or (target_kind in ('application', 'authorization') and target_id is not null));--> statement-breakpoint
-- Messages written before targets existed: an application's message names its number as （SQ...，; link it.
UPDATE "messages" SET "target_kind" = 'application', "target_id" = a."id"
FROM "applications" a
WHERE "messages"."type" = 'approval' AND "messages"."target_kind" IS NULL
  AND a."company_id" = "messages"."company_id"
  AND a."apply_no" = substring("messages"."content" from '（(SQ[0-9]+)，');
--> statement-breakpoint
-- And an authorisation's message names its number as 授权编号 EP...
UPDATE "messages" SET "target_kind" = 'authorization', "target_id" = z."id"
FROM "authorizations" z
WHERE "messages"."type" = 'authorization' AND "messages"."target_kind" IS NULL
  AND z."company_id" = "messages"."company_id"
  AND z."empower_no" = substring("messages"."content" from '授权编号 (EP[0-9A-F]+)');
