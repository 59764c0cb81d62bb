CREATE TABLE "staff_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"staff_id" uuid,
	"staff_role" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"hk_day" text NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_access_log" ADD CONSTRAINT "staff_access_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_access_log" ADD CONSTRAINT "staff_access_log_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_access_log_day_key" ON "staff_access_log" USING btree ("student_id","staff_id","area","action","hk_day");--> statement-breakpoint
CREATE INDEX "staff_access_log_student_idx" ON "staff_access_log" USING btree ("student_id","last_at");--> statement-breakpoint
CREATE INDEX "staff_access_log_last_idx" ON "staff_access_log" USING btree ("last_at");