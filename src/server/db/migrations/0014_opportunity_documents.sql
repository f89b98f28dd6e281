CREATE TABLE "opportunity_document_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"owner_employee_id" text NOT NULL,
	"page_number" integer NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" integer NOT NULL,
	"owner_employee_id" text NOT NULL,
	"signatory_id" text,
	"document_name" text,
	"document_type" text NOT NULL,
	"document_sub_type" text NOT NULL,
	"document_mode" text,
	"document_source" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"unique_identifier" text,
	"latitude" double precision,
	"longitude" double precision,
	"offline_acceptance" boolean,
	"verified_through_online_portal" boolean,
	"cse_l1_status" text,
	"cse_l1_remarks" text,
	"cse_l2_status" text,
	"cse_l2_remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_document_pages" ADD CONSTRAINT "opportunity_document_pages_document_id_opportunity_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."opportunity_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_document_pages" ADD CONSTRAINT "opportunity_document_pages_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_documents" ADD CONSTRAINT "opportunity_documents_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_documents" ADD CONSTRAINT "opportunity_documents_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_document_pages_file_key" ON "opportunity_document_pages" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_document_pages_number" ON "opportunity_document_pages" USING btree ("document_id","page_number");--> statement-breakpoint
CREATE INDEX "opportunity_documents_opportunity_idx" ON "opportunity_documents" USING btree ("opportunity_id","created_at");