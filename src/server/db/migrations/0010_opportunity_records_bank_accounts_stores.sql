CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"owner_employee_id" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"beneficiary_name" text,
	"penny_drop_success" boolean DEFAULT false NOT NULL,
	"name_match_success" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"bank_name" text,
	"branch_name" text,
	"cancelled_cheque" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"owner_employee_id" text NOT NULL,
	"name" text NOT NULL,
	"primary_contact_id" uuid,
	"pc_id" text,
	"document_type" text,
	"document_number" text,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "account_mcc_id" uuid;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "primary_billing_entity_id" uuid;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "primary_store_id" uuid;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "bank_account_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_stores" ADD CONSTRAINT "deployment_stores_merchant_id_merchant_accounts_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_stores" ADD CONSTRAINT "deployment_stores_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_stores" ADD CONSTRAINT "deployment_stores_primary_contact_id_merchant_contacts_id_fk" FOREIGN KEY ("primary_contact_id") REFERENCES "public"."merchant_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_account_idx" ON "bank_accounts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_number_key" ON "bank_accounts" USING btree ("ifsc_code","bank_account_number");--> statement-breakpoint
CREATE INDEX "deployment_stores_merchant_idx" ON "deployment_stores" USING btree ("merchant_id","created_at");