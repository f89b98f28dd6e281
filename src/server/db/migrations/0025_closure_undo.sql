ALTER TABLE "leads" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "closed_by_employee_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_before_closure" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "closed_by_employee_id" text;