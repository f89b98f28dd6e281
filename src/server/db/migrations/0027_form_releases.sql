CREATE TABLE "form_releases" (
	"version" integer PRIMARY KEY NOT NULL,
	"forms" jsonb NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_states" ADD COLUMN "form_version" integer;--> statement-breakpoint
ALTER TABLE "onboarding_states" ADD CONSTRAINT "onboarding_states_form_version_form_releases_version_fk" FOREIGN KEY ("form_version") REFERENCES "public"."form_releases"("version") ON DELETE no action ON UPDATE no action;