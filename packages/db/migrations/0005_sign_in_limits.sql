CREATE TABLE "sign_in_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_limits_window_idx" ON "sign_in_limits" USING btree ("window_ends_at");