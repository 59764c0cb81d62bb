CREATE TABLE "interest_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"words_chi" text[] NOT NULL,
	"riasec" text NOT NULL,
	"study_area_codes" text[] NOT NULL,
	"isco_minor_codes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segmenter_words" (
	"word" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profession_programs" (
	"profession_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"strength" text NOT NULL,
	CONSTRAINT "profession_programs_profession_id_program_id_pk" PRIMARY KEY("profession_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "work_profiles" (
	"isco_code" text PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"summary_chi" text NOT NULL,
	"tasks" text[] NOT NULL,
	"tasks_chi" text[] NOT NULL,
	"skills" text[] NOT NULL,
	"skills_chi" text[] NOT NULL,
	"workplaces" text[] NOT NULL,
	"workplaces_chi" text[] NOT NULL,
	"entry" text DEFAULT '' NOT NULL,
	"entry_chi" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profession_disciplines" ADD COLUMN "strength" text DEFAULT 'related' NOT NULL;--> statement-breakpoint
ALTER TABLE "professions" ADD COLUMN "everyday_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professions" ADD COLUMN "everyday_names_chi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profession_programs" ADD CONSTRAINT "profession_programs_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_programs" ADD CONSTRAINT "profession_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profession_programs_program_idx" ON "profession_programs" USING btree ("program_id");