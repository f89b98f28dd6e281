CREATE TABLE "opportunity_document_extractions" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"owner_employee_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"digitally_verified" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_document_extractions" ADD CONSTRAINT "opportunity_document_extractions_document_id_opportunity_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."opportunity_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_document_extractions" ADD CONSTRAINT "opportunity_document_extractions_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;