ALTER TABLE "messages" DROP CONSTRAINT "messages_target_check";--> statement-breakpoint
ALTER TABLE "realtime_events" DROP CONSTRAINT "realtime_events_audience_check";--> statement-breakpoint
ALTER TABLE "realtime_events" ADD COLUMN "permission" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_target_check" CHECK ((target_kind is null and target_id is null) or (target_kind in ('application', 'authorization', 'order') and target_id is not null));--> statement-breakpoint
ALTER TABLE "realtime_events" ADD CONSTRAINT "realtime_events_permission_check" CHECK (("realtime_events"."audience" = 'permission') = ("realtime_events"."permission" is not null));--> statement-breakpoint
ALTER TABLE "realtime_events" ADD CONSTRAINT "realtime_events_audience_check" CHECK ("realtime_events"."audience" in ('unit', 'staff', 'user', 'permission'));