CREATE TABLE "advertisement_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"advertisement_id" integer,
	"discipline_id" integer,
	"discipline_group_id" integer,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"discipline_id" integer,
	"discipline_group_id" integer,
	"banner_img_link" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"venue" text,
	"remarks" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jupas_condition_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_view_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_view_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "program_issue_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"user_id" uuid,
	"issue_type" text NOT NULL,
	"description" text NOT NULL,
	"screenshot_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_chi" text,
	"school_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"from_user_id" uuid,
	"type" text DEFAULT 'achievejupas' NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_disciplines" (
	"user_id" uuid NOT NULL,
	"discipline_id" integer NOT NULL,
	"reaction" text,
	"reason" text,
	"action" text,
	"order" integer,
	"app_state" text,
	"bot_explanation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_disciplines_user_id_discipline_id_pk" PRIMARY KEY("user_id","discipline_id"),
	CONSTRAINT "user_disciplines_reaction_check" CHECK ("user_disciplines"."reaction" is null or "user_disciplines"."reaction" in ('like', 'dislike'))
);
--> statement-breakpoint
CREATE TABLE "user_electives" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"elective_id" integer NOT NULL,
	"program_id" integer,
	"order" integer NOT NULL,
	"reaction" text,
	"reason" text,
	"app_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_electives_order_check" CHECK ("user_electives"."order" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "user_programs" (
	"user_id" uuid NOT NULL,
	"program_id" integer NOT NULL,
	"reaction" text,
	"reason" text,
	"order" integer,
	"app_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_programs_user_id_program_id_pk" PRIMARY KEY("user_id","program_id"),
	CONSTRAINT "user_programs_order_check" CHECK ("user_programs"."order" is null or ("user_programs"."order" between 1 and 20)),
	CONSTRAINT "user_programs_reaction_check" CHECK ("user_programs"."reaction" is null or "user_programs"."reaction" in ('like', 'dislike'))
);
--> statement-breakpoint
CREATE TABLE "user_subject_grades" (
	"user_id" uuid NOT NULL,
	"subject_id" integer NOT NULL,
	"source" text NOT NULL,
	"grade" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subject_grades_user_id_subject_id_source_pk" PRIMARY KEY("user_id","subject_id","source"),
	CONSTRAINT "user_subject_grades_source_check" CHECK ("user_subject_grades"."source" in ('overallTarget', 'schoolPredict'))
);
--> statement-breakpoint
CREATE TABLE "user_tags" (
	"tag_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tags_tag_id_user_id_pk" PRIMARY KEY("tag_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"school_id" text,
	"full_name" text,
	"phone" text,
	"target" text NOT NULL,
	"video_id" text,
	"video_link" text,
	"roles" text,
	"response" text,
	"wa_group_id" text,
	"signature_file_id" uuid,
	"session_id" text,
	"session_info" text,
	"is_self_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisement_clicks" ADD CONSTRAINT "advertisement_clicks_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_clicks" ADD CONSTRAINT "advertisement_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_discipline_id_disciplines_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."disciplines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_discipline_group_id_discipline_groups_id_fk" FOREIGN KEY ("discipline_group_id") REFERENCES "public"."discipline_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_records" ADD CONSTRAINT "consultation_records_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_records" ADD CONSTRAINT "consultation_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jupas_condition_sets" ADD CONSTRAINT "jupas_condition_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_view_links" ADD CONSTRAINT "parent_view_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_view_links" ADD CONSTRAINT "parent_view_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_issue_reports" ADD CONSTRAINT "program_issue_reports_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_issue_reports" ADD CONSTRAINT "program_issue_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_issue_reports" ADD CONSTRAINT "program_issue_reports_screenshot_file_id_files_id_fk" FOREIGN KEY ("screenshot_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disciplines" ADD CONSTRAINT "user_disciplines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disciplines" ADD CONSTRAINT "user_disciplines_discipline_id_disciplines_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."disciplines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_electives" ADD CONSTRAINT "user_electives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_electives" ADD CONSTRAINT "user_electives_elective_id_subjects_id_fk" FOREIGN KEY ("elective_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_electives" ADD CONSTRAINT "user_electives_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_programs" ADD CONSTRAINT "user_programs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_programs" ADD CONSTRAINT "user_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subject_grades" ADD CONSTRAINT "user_subject_grades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subject_grades" ADD CONSTRAINT "user_subject_grades_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subject_grades" ADD CONSTRAINT "user_subject_grades_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD CONSTRAINT "user_consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD CONSTRAINT "user_consent_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_records_target_idx" ON "consultation_records" USING btree ("target_user_id","date");--> statement-breakpoint
CREATE INDEX "parent_view_links_user_idx" ON "parent_view_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "program_issue_reports_user_idx" ON "program_issue_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_school_name_key" ON "tags" USING btree (coalesce("school_id", ''),lower("name"));--> statement-breakpoint
CREATE INDEX "user_comments_user_idx" ON "user_comments" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_electives_key" ON "user_electives" USING btree ("user_id","order","elective_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_programs_order_key" ON "user_programs" USING btree ("user_id","order") WHERE "user_programs"."order" is not null;--> statement-breakpoint
CREATE INDEX "user_programs_program_idx" ON "user_programs" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "user_tags_user_idx" ON "user_tags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_consent_records_user_idx" ON "user_consent_records" USING btree ("user_id","target");