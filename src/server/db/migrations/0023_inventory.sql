CREATE TABLE "inventory_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"employee_id" text,
	CONSTRAINT "inventory_locations_employee_id_unique" UNIQUE("employee_id")
);
--> statement-breakpoint
CREATE TABLE "product_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_item_number" text NOT NULL,
	"product_id" text,
	"product_type" text NOT NULL,
	"product_name" text NOT NULL,
	"serial_number" text NOT NULL,
	"secondary_serial_number" text,
	"working_condition" text DEFAULT 'WORKING' NOT NULL,
	"location_id" text,
	"in_transit" boolean DEFAULT false NOT NULL,
	"receiving_date" text,
	"quantity_on_hand" integer DEFAULT 1 NOT NULL,
	"consumed_by_request_id" uuid,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_items_product_item_number_unique" UNIQUE("product_item_number"),
	CONSTRAINT "product_items_one_place" CHECK (("product_items"."location_id" is null) = ("product_items"."consumed_by_request_id" is not null)),
	CONSTRAINT "product_items_transit_not_consumed" CHECK (not ("product_items"."in_transit" and "product_items"."consumed_by_request_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "product_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_item_id" uuid NOT NULL,
	"source_location_id" text NOT NULL,
	"destination_location_id" text NOT NULL,
	"status" text NOT NULL,
	"courier_name" text,
	"tracking_number" text,
	"created_by_employee_id" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_locations" ADD CONSTRAINT "inventory_locations_employee_id_agents_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_location_id_inventory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."inventory_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_source_location_id_inventory_locations_id_fk" FOREIGN KEY ("source_location_id") REFERENCES "public"."inventory_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_destination_location_id_inventory_locations_id_fk" FOREIGN KEY ("destination_location_id") REFERENCES "public"."inventory_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_created_by_employee_id_agents_employee_id_fk" FOREIGN KEY ("created_by_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_items_serial_key" ON "product_items" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "product_items_location_idx" ON "product_items" USING btree ("location_id","product_type");--> statement-breakpoint
CREATE INDEX "product_items_consumed_idx" ON "product_items" USING btree ("consumed_by_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_transfers_one_open_per_item" ON "product_transfers" USING btree ("product_item_id") WHERE "product_transfers"."status" in ('INITIATED', 'IN_TRANSIT');--> statement-breakpoint
CREATE INDEX "product_transfers_source_idx" ON "product_transfers" USING btree ("source_location_id","created_date");--> statement-breakpoint
CREATE INDEX "product_transfers_destination_idx" ON "product_transfers" USING btree ("destination_location_id","created_date");