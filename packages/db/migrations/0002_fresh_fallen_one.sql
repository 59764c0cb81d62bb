CREATE TABLE "anchor_event_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_chi" text,
	"group" text,
	"anchor_event_id" text NOT NULL,
	"show_after_attended" boolean DEFAULT false NOT NULL,
	"form_question_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_responses" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"response" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"attended" boolean DEFAULT false NOT NULL,
	"holds_seat" boolean DEFAULT false NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"nominated_by" uuid,
	"interview_status" text,
	"time_preference" text,
	"roll_call_time" timestamp with time zone,
	"withdraw_reason" text,
	"school_id" text,
	"user_consent_record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_responses_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_chi" text,
	"description" text,
	"description_chi" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Confirmed' NOT NULL,
	"mode" text DEFAULT 'Campus' NOT NULL,
	"venue" text,
	"language" text,
	"capacity" integer,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"online_meeting_link" text,
	"roll_call_code" text,
	"anchor_event_id" text,
	"anchor_event_name" text,
	"service_id" text,
	"client_id" text,
	"client_school_id" text,
	"group" text DEFAULT 'Work' NOT NULL,
	"classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"student_forms" text[] DEFAULT '{}'::text[] NOT NULL,
	"need_parent_consent" boolean DEFAULT false NOT NULL,
	"need_interview" boolean DEFAULT false NOT NULL,
	"jobex_intake_id" text,
	"poster_link" text,
	"video_link" text,
	"employer_name" text,
	"related_program_id" integer,
	"in_charge_teacher_names" text,
	"nominations_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_seats_check" CHECK ("events"."seats_taken" >= 0 and ("events"."capacity" is null or "events"."seats_taken" <= "events"."capacity")),
	CONSTRAINT "events_nominations_cap_check" CHECK ("events"."nominations_count" between 0 and 999),
	CONSTRAINT "events_time_check" CHECK ("events"."end_time" >= "events"."start_time")
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_chi" text,
	"subtitle" text,
	"subtitle_chi" text,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"ls_upper_scale_label" text,
	"ls_lower_scale_label" text,
	"work_service_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_in_option_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_teacher_response_field" text,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"task_id" text NOT NULL,
	"question_id" text NOT NULL,
	"question_title" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomination_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nominator_id" uuid NOT NULL,
	"target_users" jsonb NOT NULL,
	"target_session_ids" uuid[] NOT NULL,
	"target_response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"target_user_id" uuid NOT NULL,
	"reaction" text,
	"reason" text,
	"grade" text,
	"order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_users_reaction_check" CHECK ("user_users"."reaction" is null or "user_users"."reaction" in ('like', 'dislike'))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_chi" text,
	"logo_link" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_responses" (
	"service_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"response" text NOT NULL,
	"school_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_responses_service_id_user_id_pk" PRIMARY KEY("service_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_chi" text,
	"type" text NOT NULL,
	"nature" text,
	"description" text,
	"description_chi" text,
	"target_forms" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_allow_propose_dates" boolean DEFAULT false NOT NULL,
	"client_id" text,
	"anchor_event_id" text,
	"curr_intake_year" integer,
	"nomination_deadline" timestamp with time zone,
	"order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"poster_link" text,
	"extra_poster_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"slide_link" text,
	"embedded_yt_link" text,
	"embedded_video_slide_link" text,
	"shooting_photo_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_photo_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_album_link" text,
	"past_student_sharing_video_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"need_parent_consent" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_response_options" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_chi" text,
	"type" text NOT NULL,
	"immediate_action" text,
	"target_role" text,
	"excluding_service_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_nominate_btn" boolean DEFAULT false NOT NULL,
	"show_if_exist_sessions" boolean DEFAULT false NOT NULL,
	"is_propose_date" boolean DEFAULT false NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"school_id" text,
	"option_id" text,
	"response" text,
	"type" text NOT NULL,
	"role" text,
	"assigned_to" uuid,
	"intake_year" integer,
	"target_class" text,
	"session_id" uuid,
	"service_id" text,
	"event_name" text,
	"est_num_of_students" integer,
	"preferred_session_dates" timestamp with time zone[],
	"preferred_session_time" text,
	"question_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_responses" ADD CONSTRAINT "event_responses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_responses" ADD CONSTRAINT "event_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_responses" ADD CONSTRAINT "event_responses_nominated_by_users_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_responses" ADD CONSTRAINT "event_responses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_client_school_id_schools_id_fk" FOREIGN KEY ("client_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_related_program_id_programs_id_fk" FOREIGN KEY ("related_program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_session_id_events_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_task_id_anchor_event_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."anchor_event_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_question_id_form_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."form_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_records" ADD CONSTRAINT "nomination_records_nominator_id_users_id_fk" FOREIGN KEY ("nominator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_users" ADD CONSTRAINT "user_users_session_id_events_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_users" ADD CONSTRAINT "user_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_users" ADD CONSTRAINT "user_users_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_responses" ADD CONSTRAINT "service_responses_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_responses" ADD CONSTRAINT "service_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_responses" ADD CONSTRAINT "service_responses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_responses" ADD CONSTRAINT "teacher_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_responses" ADD CONSTRAINT "teacher_responses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_responses" ADD CONSTRAINT "teacher_responses_option_id_teacher_response_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."teacher_response_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_responses" ADD CONSTRAINT "teacher_responses_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_responses" ADD CONSTRAINT "teacher_responses_session_id_events_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_responses" ADD CONSTRAINT "teacher_responses_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_responses_user_idx" ON "event_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_responses_waitlist_idx" ON "event_responses" USING btree ("event_id","waitlisted_at") WHERE "event_responses"."waitlisted_at" is not null;--> statement-breakpoint
CREATE INDEX "event_responses_school_idx" ON "event_responses" USING btree ("school_id","event_id");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "events_service_idx" ON "events" USING btree ("service_id","start_time");--> statement-breakpoint
CREATE INDEX "events_anchor_idx" ON "events" USING btree ("anchor_event_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_responses_key" ON "form_responses" USING btree ("user_id","session_id","task_id","question_id");--> statement-breakpoint
CREATE INDEX "nomination_records_nominator_idx" ON "nomination_records" USING btree ("nominator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_users_key" ON "user_users" USING btree ("session_id","user_id","target_user_id");--> statement-breakpoint
CREATE INDEX "service_responses_user_idx" ON "service_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("status","order");--> statement-breakpoint
CREATE INDEX "teacher_responses_user_idx" ON "teacher_responses" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "teacher_responses_school_idx" ON "teacher_responses" USING btree ("school_id","service_id","session_id");