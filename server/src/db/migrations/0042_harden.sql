CREATE TABLE "unknown_name_lockouts" (
	"side" text NOT NULL,
	"name" text NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "unknown_name_lockouts_side_name_pk" PRIMARY KEY("side","name")
);
