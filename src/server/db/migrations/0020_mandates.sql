CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" integer NOT NULL,
	"owner_employee_id" text NOT NULL,
	"mandate_type" text NOT NULL,
	"mandate_mode" text NOT NULL,
	"status" text NOT NULL,
	"status_code" text,
	"status_description" text,
	"request_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference1" text,
	"is_sign_uploaded" boolean DEFAULT false NOT NULL,
	"document_id" uuid,
	"amount_type" text NOT NULL,
	"amount" double precision NOT NULL,
	"frequency" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"mobile_number" text NOT NULL,
	"email" text,
	"vpa" text,
	"bank_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_document_id_opportunity_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."opportunity_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandates_opportunity_idx" ON "mandates" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_request_id" ON "mandates" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_one_live_per_opportunity" ON "mandates" USING btree ("opportunity_id") WHERE "mandates"."status" in ('acknowledged', 'submitted', 'active', 'pending_no_error', 'pending_submission');