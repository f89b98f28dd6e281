CREATE TABLE "agents" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" text NOT NULL,
	"location_id" text,
	"crm_access" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "app_releases" (
	"version" text PRIMARY KEY NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"district" text,
	"state_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_records_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_employee_id" text NOT NULL,
	"status" text NOT NULL,
	"sales_stage" text,
	"pan_number" text,
	"gstin" text,
	"shop_name" text NOT NULL,
	"shop_address" jsonb,
	"contact_name" text NOT NULL,
	"contact_email" text,
	"contact_number" text NOT NULL,
	"contact_role" text,
	"rating" text,
	"notes" text,
	"scheduled_follow_up" timestamp with time zone,
	"lead_source" text NOT NULL,
	"owner_type" text NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_assigned" boolean DEFAULT false NOT NULL,
	"lost_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcc_master" (
	"mcc_code" text PRIMARY KEY NOT NULL,
	"category_type" text NOT NULL,
	"category_label" text NOT NULL,
	"sub_category_type" text NOT NULL,
	"sub_category_label" text NOT NULL,
	"merchant_category" text NOT NULL,
	"risk_category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"state_code" text PRIMARY KEY NOT NULL,
	"gst_state_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_gst_state_code_unique" UNIQUE("gst_state_code")
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_employee_id_agents_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_employee_id_agents_employee_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_employee_idx" ON "auth_sessions" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("owner_employee_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_owner_follow_up_idx" ON "leads" USING btree ("owner_employee_id","scheduled_follow_up");--> statement-breakpoint
CREATE INDEX "leads_owner_status_idx" ON "leads" USING btree ("owner_employee_id","status");