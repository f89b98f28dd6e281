CREATE TABLE "kyc_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" integer NOT NULL,
	"owner_employee_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"proof_hash" text,
	"proof_expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"identity_type" text,
	"document_number" text,
	"name_on_document" text,
	"date_of_birth" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link_url" text,
	"sender_employee_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_links" ADD CONSTRAINT "kyc_links_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_links" ADD CONSTRAINT "kyc_links_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_outbox" ADD CONSTRAINT "sandbox_outbox_sender_employee_id_agents_employee_id_fk" FOREIGN KEY ("sender_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_links_token_hash" ON "kyc_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "kyc_links_opportunity_idx" ON "kyc_links" USING btree ("opportunity_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_links_one_live_per_opportunity" ON "kyc_links" USING btree ("opportunity_id") WHERE "kyc_links"."state" in ('ACTIVE', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "sandbox_outbox_to_idx" ON "sandbox_outbox" USING btree ("to_email","sent_at");