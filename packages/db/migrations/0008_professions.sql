CREATE TABLE "profession_disciplines" (
	"profession_id" integer NOT NULL,
	"discipline_id" integer NOT NULL,
	CONSTRAINT "profession_disciplines_profession_id_discipline_id_pk" PRIMARY KEY("profession_id","discipline_id")
);
--> statement-breakpoint
CREATE TABLE "profession_responses" (
	"user_id" uuid NOT NULL,
	"profession_id" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profession_responses_user_id_profession_id_pk" PRIMARY KEY("user_id","profession_id")
);
--> statement-breakpoint
CREATE TABLE "profession_search_keywords" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profession_segments" (
	"profession_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	CONSTRAINT "profession_segments_profession_id_segment_id_pk" PRIMARY KEY("profession_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "segment_employers" (
	"segment_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	CONSTRAINT "segment_employers_segment_id_employer_id_pk" PRIMARY KEY("segment_id","employer_id")
);
--> statement-breakpoint
CREATE TABLE "user_browsed_items" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"browsed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_browsed_items_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "user_interest_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_liked_items" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_liked_items_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "user_professions" (
	"user_id" uuid NOT NULL,
	"profession_id" integer NOT NULL,
	"reaction" text,
	"order" integer DEFAULT 0 NOT NULL,
	"app_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"action" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_professions_user_id_profession_id_pk" PRIMARY KEY("user_id","profession_id")
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "company_url" text;--> statement-breakpoint
ALTER TABLE "professions" ADD COLUMN "explanation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professions" ADD COLUMN "explanation_chi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professions" ADD COLUMN "requires" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "profession_disciplines" ADD CONSTRAINT "profession_disciplines_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_disciplines" ADD CONSTRAINT "profession_disciplines_discipline_id_disciplines_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."disciplines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_responses" ADD CONSTRAINT "profession_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_responses" ADD CONSTRAINT "profession_responses_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_search_keywords" ADD CONSTRAINT "profession_search_keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_segments" ADD CONSTRAINT "profession_segments_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_segments" ADD CONSTRAINT "profession_segments_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_employers" ADD CONSTRAINT "segment_employers_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_employers" ADD CONSTRAINT "segment_employers_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_browsed_items" ADD CONSTRAINT "user_browsed_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interest_profiles" ADD CONSTRAINT "user_interest_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_liked_items" ADD CONSTRAINT "user_liked_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_professions" ADD CONSTRAINT "user_professions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_professions" ADD CONSTRAINT "user_professions_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profession_disciplines_discipline_idx" ON "profession_disciplines" USING btree ("discipline_id");--> statement-breakpoint
CREATE INDEX "profession_search_keywords_created_idx" ON "profession_search_keywords" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profession_segments_segment_idx" ON "profession_segments" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "segment_employers_employer_idx" ON "segment_employers" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "user_browsed_items_recent_idx" ON "user_browsed_items" USING btree ("user_id","browsed_at");--> statement-breakpoint
CREATE INDEX "user_professions_profession_idx" ON "user_professions" USING btree ("profession_id");--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_code_unique" UNIQUE("code");