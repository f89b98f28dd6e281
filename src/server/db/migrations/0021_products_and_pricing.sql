CREATE TABLE "opportunity_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" integer NOT NULL,
	"owner_employee_id" text NOT NULL,
	"product_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"related_plan_bundle_id" text,
	"prime_vas" boolean DEFAULT false NOT NULL,
	"total_amount" double precision NOT NULL,
	"requested_setup_fee" double precision,
	"requested_rental_per_month" double precision,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_pricing" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"owner_employee_id" text NOT NULL,
	"settlement_cycle" text,
	"all_vas_check" boolean DEFAULT false NOT NULL,
	"agent_comment" text,
	"approval_status" text,
	"approver_comment" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"is_prime_enabled" boolean DEFAULT false NOT NULL,
	"standard" jsonb NOT NULL,
	"related_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"type" text NOT NULL,
	"image_url" text,
	"hardware_sub_type_name" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_line_items" ADD CONSTRAINT "opportunity_line_items_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_line_items" ADD CONSTRAINT "opportunity_line_items_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_line_items" ADD CONSTRAINT "opportunity_line_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_line_items" ADD CONSTRAINT "opportunity_line_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_pricing" ADD CONSTRAINT "opportunity_pricing_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_pricing" ADD CONSTRAINT "opportunity_pricing_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_line_items_opportunity_idx" ON "opportunity_line_items" USING btree ("opportunity_id","position");--> statement-breakpoint
CREATE INDEX "plans_product_idx" ON "plans" USING btree ("product_id","position");