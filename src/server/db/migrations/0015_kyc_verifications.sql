CREATE TABLE "digilocker_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" integer NOT NULL,
	"signatory_id" uuid,
	"owner_employee_id" text NOT NULL,
	"merchant_pan" text NOT NULL,
	"redirect_path" text NOT NULL,
	"one_time_code" text NOT NULL,
	"status" text NOT NULL,
	"consent_result" text,
	"masked_aadhaar" text,
	"name" text,
	"gender" text,
	"date_of_birth" text,
	"address" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" integer NOT NULL,
	"signatory_id" uuid,
	"owner_employee_id" text NOT NULL,
	"identity_type" text NOT NULL,
	"document_number" text NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"date_of_birth" text,
	"address" jsonb,
	"source" text NOT NULL,
	"pan_name" text NOT NULL,
	"name_match" boolean NOT NULL,
	"status" text NOT NULL,
	"digilocker_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digilocker_requests" ADD CONSTRAINT "digilocker_requests_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digilocker_requests" ADD CONSTRAINT "digilocker_requests_signatory_id_merchant_signatories_id_fk" FOREIGN KEY ("signatory_id") REFERENCES "public"."merchant_signatories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digilocker_requests" ADD CONSTRAINT "digilocker_requests_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_signatory_id_merchant_signatories_id_fk" FOREIGN KEY ("signatory_id") REFERENCES "public"."merchant_signatories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_digilocker_request_id_digilocker_requests_id_fk" FOREIGN KEY ("digilocker_request_id") REFERENCES "public"."digilocker_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digilocker_requests_opportunity_idx" ON "digilocker_requests" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_verifications_merchant_key" ON "kyc_verifications" USING btree ("opportunity_id") WHERE "kyc_verifications"."signatory_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_verifications_signatory_key" ON "kyc_verifications" USING btree ("opportunity_id","signatory_id");