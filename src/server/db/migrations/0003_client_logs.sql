CREATE TABLE "client_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" text,
	"log_level" text NOT NULL,
	"message" text NOT NULL,
	"client" text NOT NULL,
	"version" text NOT NULL,
	"client_timestamp" timestamp with time zone NOT NULL,
	"device_info" jsonb NOT NULL,
	"exception_name" text,
	"exception_message" text,
	"stack" jsonb
);
--> statement-breakpoint
CREATE INDEX "client_logs_received_idx" ON "client_logs" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "client_logs_employee_idx" ON "client_logs" USING btree ("employee_id","received_at");