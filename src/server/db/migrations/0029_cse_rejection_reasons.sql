ALTER TABLE "deployment_reviews" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "deployment_reviews" ADD COLUMN "reject_sub_reason" text;