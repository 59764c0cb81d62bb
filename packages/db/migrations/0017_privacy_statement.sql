ALTER TABLE "school_settings" ADD COLUMN "data_request_contact_name" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "data_request_contact_email" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "data_request_contact_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pics_version_seen" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pics_seen_at" timestamp with time zone;