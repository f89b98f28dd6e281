ALTER TABLE "opportunities" ADD COLUMN "submitted_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "submission_comment" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "crm_ref_id" text;