ALTER TABLE "files" ADD COLUMN "uploader_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_uploader_idx" ON "files" USING btree ("uploader_key","created_at");--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE attached_at is null;--> statement-breakpoint
-- Hand-written below the generated part: files uploaded before attachment was recorded are kept (the sweep
-- removes only uploads it knows were never claimed), so they count as attached from their upload.
UPDATE files SET attached_at = created_at WHERE attached_at IS NULL;
