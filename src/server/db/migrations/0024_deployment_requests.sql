CREATE TABLE "deployment_request_windows" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"last_request_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" integer NOT NULL,
	"owner_employee_id" text NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"self_deployment" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"acquirer" text,
	"crm_ticket_id" text,
	"mid" text,
	"tid" text,
	"pos_id" text,
	"revision_number" text,
	"soundbox_link" text,
	"upi_test_proof" jsonb,
	"card_test_proof" jsonb,
	"acknowledgement" boolean DEFAULT false NOT NULL,
	"closure_remarks" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_requests_quantity" CHECK ("deployment_requests"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "deployment_reviews" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"approved" boolean NOT NULL,
	"comment" text,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"owner_employee_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"product_item_id" uuid,
	"qr_code_id" text,
	"tid" text NOT NULL,
	"pos_id" text,
	"linked_at" timestamp with time zone NOT NULL,
	"delinked_at" timestamp with time zone,
	"delink_reason" text
);
--> statement-breakpoint
ALTER TABLE "deployment_request_windows" ADD CONSTRAINT "deployment_request_windows_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_store_id_deployment_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."deployment_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_reviews" ADD CONSTRAINT "deployment_reviews_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_links" ADD CONSTRAINT "device_links_request_id_deployment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."deployment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_links" ADD CONSTRAINT "device_links_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_links" ADD CONSTRAINT "device_links_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deployment_requests_opportunity_idx" ON "deployment_requests" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "device_links_request_idx" ON "device_links" USING btree ("request_id","linked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_links_one_live_per_serial" ON "device_links" USING btree ("serial_number") WHERE "device_links"."delinked_at" is null;