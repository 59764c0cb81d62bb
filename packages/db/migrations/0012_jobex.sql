CREATE TABLE "client_programs" (
	"client_id" text NOT NULL,
	"program_id" integer NOT NULL,
	CONSTRAINT "client_programs_client_id_program_id_pk" PRIMARY KEY("client_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "jobex_career_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"objective" text,
	"target_profession_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"target_sector_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"curriculum" text,
	"student_status" text,
	"graduation_year" integer,
	"how_to_know" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobex_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"headline" text NOT NULL,
	"organisation" text,
	"location" text,
	"start_month" text,
	"end_month" text,
	"description" text,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobex_employer_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"program_id" integer NOT NULL,
	"employer_name" text NOT NULL,
	"title" text NOT NULL,
	"location" text,
	"description" text,
	"apply_url" text,
	"deadline" date,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobex_profile_docs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobex_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"title" text,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobex_user_employer_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobex_user_employer_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "client_programs" ADD CONSTRAINT "client_programs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_programs" ADD CONSTRAINT "client_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_career_plans" ADD CONSTRAINT "jobex_career_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_credentials" ADD CONSTRAINT "jobex_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_credentials" ADD CONSTRAINT "jobex_credentials_section_id_jobex_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."jobex_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_employer_jobs" ADD CONSTRAINT "jobex_employer_jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_employer_jobs" ADD CONSTRAINT "jobex_employer_jobs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_employer_jobs" ADD CONSTRAINT "jobex_employer_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_profile_docs" ADD CONSTRAINT "jobex_profile_docs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_sections" ADD CONSTRAINT "jobex_sections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_user_employer_jobs" ADD CONSTRAINT "jobex_user_employer_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobex_user_employer_jobs" ADD CONSTRAINT "jobex_user_employer_jobs_job_id_jobex_employer_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobex_employer_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_programs_program_idx" ON "client_programs" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "jobex_credentials_user_idx" ON "jobex_credentials" USING btree ("user_id","section_id","order");--> statement-breakpoint
CREATE INDEX "jobex_employer_jobs_program_idx" ON "jobex_employer_jobs" USING btree ("program_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "jobex_sections_user_key" ON "jobex_sections" USING btree ("user_id","section_key");