CREATE TABLE "opportunity_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" integer NOT NULL,
	"owner_employee_id" text NOT NULL,
	"payment_mode" text NOT NULL,
	"amount" double precision NOT NULL,
	"status" text NOT NULL,
	"bank_name" text,
	"collection_date" text,
	"deposit_date" text,
	"invoice_txn_ref_no" text,
	"proof_document_id" uuid,
	"initiation_time" timestamp with time zone,
	"pay_link_token_hash" text,
	"pay_link_email" text,
	"pay_link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" integer NOT NULL,
	"owner_employee_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"po_number" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"total_amount" double precision NOT NULL,
	"offline_po_generation" boolean NOT NULL,
	"acceptance_email" text,
	"acceptance_mobile" text,
	"acceptance_token_hash" text,
	"acceptance_expires_at" timestamp with time zone,
	"online_acceptance_status" text DEFAULT 'NOT_SENT' NOT NULL,
	"accepted_at" timestamp with time zone,
	"document_id" uuid,
	"activation_status" text DEFAULT 'NOT_REQUESTED' NOT NULL,
	"activation_comment" text,
	"status_before_activation" text,
	"rectify_po" boolean DEFAULT false NOT NULL,
	"po_remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_outbox" ADD COLUMN "link_label" text;--> statement-breakpoint
ALTER TABLE "opportunity_payments" ADD CONSTRAINT "opportunity_payments_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_payments" ADD CONSTRAINT "opportunity_payments_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_document_id_opportunity_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."opportunity_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_payments_opportunity_idx" ON "opportunity_payments" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_payments_pay_link_token" ON "opportunity_payments" USING btree ("pay_link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_opportunity_key" ON "purchase_orders" USING btree ("opportunity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_acceptance_token" ON "purchase_orders" USING btree ("acceptance_token_hash");