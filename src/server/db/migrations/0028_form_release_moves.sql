CREATE TABLE "form_release_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"onboarding_state_id" uuid NOT NULL,
	"from_version" integer NOT NULL,
	"to_version" integer NOT NULL,
	"reopened" jsonb NOT NULL,
	"moved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_states" ADD COLUMN "reopened_steps" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "form_release_moves" ADD CONSTRAINT "form_release_moves_onboarding_state_id_onboarding_states_id_fk" FOREIGN KEY ("onboarding_state_id") REFERENCES "public"."onboarding_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_release_moves" ADD CONSTRAINT "form_release_moves_from_version_form_releases_version_fk" FOREIGN KEY ("from_version") REFERENCES "public"."form_releases"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_release_moves" ADD CONSTRAINT "form_release_moves_to_version_form_releases_version_fk" FOREIGN KEY ("to_version") REFERENCES "public"."form_releases"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_release_moves_state_idx" ON "form_release_moves" USING btree ("onboarding_state_id");