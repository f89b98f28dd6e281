ALTER TABLE "opportunities" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "pan_number" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "contact_number" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "annual_turnover" double precision;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "nach_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "closed_as" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "closure_remarks" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "closed_on" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_owner_follow_up_desc_idx" ON "leads" USING btree ("owner_employee_id","scheduled_follow_up" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_owner_rating_idx" ON "leads" USING btree ("owner_employee_id",(case "rating" when 'HOT' then 3 when 'WARM' then 2 when 'COLD' then 1 else 0 end),"created_at");--> statement-breakpoint
CREATE INDEX "leads_shop_name_trgm_idx" ON "leads" USING gin ("shop_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_contact_name_trgm_idx" ON "leads" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_contact_number_trgm_idx" ON "leads" USING gin ("contact_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_owner_created_idx" ON "opportunities" USING btree ("owner_employee_id","created_at");