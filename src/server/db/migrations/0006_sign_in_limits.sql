CREATE TABLE "sign_in_limits" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"lockouts" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_limits_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "sso_token_id" uuid;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "refresh_token_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_limits_updated_idx" ON "sign_in_limits" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_sso_token_id_unique" UNIQUE("sso_token_id");