CREATE TABLE "safeguarding_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"school_id" text,
	"student_id" uuid,
	"topic" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "safeguarding_alerts_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "safeguarding_contacts" (
	"school_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safeguarding_contacts_school_id_user_id_pk" PRIMARY KEY("school_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "safeguarding_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "safeguarding_alerts" ADD CONSTRAINT "safeguarding_alerts_request_id_ai_request_logs_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ai_request_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safeguarding_alerts" ADD CONSTRAINT "safeguarding_alerts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safeguarding_alerts" ADD CONSTRAINT "safeguarding_alerts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safeguarding_contacts" ADD CONSTRAINT "safeguarding_contacts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safeguarding_contacts" ADD CONSTRAINT "safeguarding_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safeguarding_alerts_school_idx" ON "safeguarding_alerts" USING btree ("school_id","created_at");