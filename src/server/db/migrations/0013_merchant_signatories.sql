CREATE TABLE "merchant_signatories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"owner_employee_id" text NOT NULL,
	"kind" text NOT NULL,
	"pan_number" text NOT NULL,
	"pan_name" text NOT NULL,
	"pan_verified_at" timestamp with time zone NOT NULL,
	"individual_kyc_type" text,
	"stake_percentage" double precision,
	"date_of_birth" text,
	"mobile_number" text,
	"email" text,
	"is_primary_contact" boolean DEFAULT false NOT NULL,
	"kyc_submitted" boolean DEFAULT false NOT NULL,
	"kyc_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_signatories" ADD CONSTRAINT "merchant_signatories_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_signatories" ADD CONSTRAINT "merchant_signatories_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_signatories_account_idx" ON "merchant_signatories" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_signatories_account_pan_key" ON "merchant_signatories" USING btree ("account_id","pan_number");