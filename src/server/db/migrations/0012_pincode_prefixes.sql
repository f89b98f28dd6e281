CREATE TABLE "pincode_prefixes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "pin_code" text;--> statement-breakpoint
ALTER TABLE "pincode_prefixes" ADD CONSTRAINT "pincode_prefixes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;