CREATE TABLE "billing_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"owner_employee_id" text NOT NULL,
	"business_name" text NOT NULL,
	"name_to_be_printed_on_po" text,
	"kyc_document_type" text,
	"kyc_document_no" text,
	"beneficiary_id" text,
	"business_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_account_mccs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"owner_employee_id" text NOT NULL,
	"business_category_type" text NOT NULL,
	"business_sub_category_type" text NOT NULL,
	"merchant_category" text NOT NULL,
	"mcc_code" text NOT NULL,
	"is_mcc_manual_entry" boolean DEFAULT false NOT NULL,
	"risk_category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_account_mccs_account_key" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_employee_id" text NOT NULL,
	"pan_number" text NOT NULL,
	"ownership_type" text NOT NULL,
	"account_type" text,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_existing" boolean DEFAULT false NOT NULL,
	"lms_id" text,
	"date_of_incorporation" text,
	"mobile_number" text,
	"email" text,
	"revenue" double precision,
	"gstin" text,
	"udyam_number" text,
	"weekly_settlement_upper_limit" double precision,
	"address" jsonb,
	"store_address" jsonb,
	"business_proof_type" text,
	"business_proof_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_accounts_pan_key" UNIQUE("pan_number")
);
--> statement-breakpoint
CREATE TABLE "merchant_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"owner_employee_id" text NOT NULL,
	"lead_name" text NOT NULL,
	"designation" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"date_of_birth" text,
	"mobile_number" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_entities" ADD CONSTRAINT "billing_entities_merchant_id_merchant_accounts_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_entities" ADD CONSTRAINT "billing_entities_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_account_mccs" ADD CONSTRAINT "merchant_account_mccs_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_account_mccs" ADD CONSTRAINT "merchant_account_mccs_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_account_mccs" ADD CONSTRAINT "merchant_account_mccs_mcc_code_mcc_master_mcc_code_fk" FOREIGN KEY ("mcc_code") REFERENCES "public"."mcc_master"("mcc_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_accounts" ADD CONSTRAINT "merchant_accounts_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_contacts" ADD CONSTRAINT "merchant_contacts_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_contacts" ADD CONSTRAINT "merchant_contacts_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_entities_merchant_idx" ON "billing_entities" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_accounts_owner_idx" ON "merchant_accounts" USING btree ("owner_employee_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_accounts_name_trgm_idx" ON "merchant_accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_accounts_legal_name_trgm_idx" ON "merchant_accounts" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_accounts_mobile_trgm_idx" ON "merchant_accounts" USING gin ("mobile_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_contacts_account_idx" ON "merchant_contacts" USING btree ("account_id","created_at");