ALTER TABLE "training_videos" ALTER COLUMN "duration_seconds" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "training_videos" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "training_videos" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "training_videos" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "training_videos" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "training_videos" ADD COLUMN "added_by_employee_id" text;--> statement-breakpoint
ALTER TABLE "training_videos" ADD COLUMN "added_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_videos" ADD CONSTRAINT "training_videos_added_by_employee_id_agents_employee_id_fk" FOREIGN KEY ("added_by_employee_id") REFERENCES "public"."agents"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_videos" ADD CONSTRAINT "training_videos_file_key" UNIQUE("file_key");--> statement-breakpoint
-- The five videos seeded before this one all played the same 4-second placeholder under titles of recordings that did not exist: the seed now adds the clip once, as the sample it is.
DELETE FROM "training_videos" WHERE "url" = '/media/training-placeholder.webm';
