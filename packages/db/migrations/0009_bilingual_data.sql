ALTER TABLE "events" ADD COLUMN "venue_chi" text;--> statement-breakpoint
ALTER TABLE "form_questions" ADD COLUMN "ls_upper_scale_label_chi" text;--> statement-breakpoint
ALTER TABLE "form_questions" ADD COLUMN "ls_lower_scale_label_chi" text;