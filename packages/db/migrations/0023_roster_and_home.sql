CREATE TABLE "next_step_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"stop_token" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seen_items" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seen_items_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "school_roster" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" text NOT NULL,
	"role" text NOT NULL,
	"class_name" text,
	"class_no" integer,
	"name_en" text NOT NULL,
	"name_zh" text,
	"phone" text,
	"email" text,
	"school_year" text NOT NULL,
	"user_id" uuid,
	"left_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_roster_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" text NOT NULL,
	"imported_by" uuid,
	"file_name" text NOT NULL,
	"school_year" text NOT NULL,
	"role" text NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"left" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "next_step_digests" ADD CONSTRAINT "next_step_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_items" ADD CONSTRAINT "seen_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_roster" ADD CONSTRAINT "school_roster_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_roster" ADD CONSTRAINT "school_roster_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_roster_imports" ADD CONSTRAINT "school_roster_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_roster_imports" ADD CONSTRAINT "school_roster_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_roster_phone_current_key" ON "school_roster" USING btree ("phone") WHERE "school_roster"."phone" is not null and "school_roster"."left_at" is null;--> statement-breakpoint
CREATE INDEX "school_roster_school_idx" ON "school_roster" USING btree ("school_id","role","class_name");--> statement-breakpoint
CREATE INDEX "school_roster_user_idx" ON "school_roster" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_roster_invite_key" ON "school_roster" USING btree ("invite_token_hash") WHERE "school_roster"."invite_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "school_roster_imports_school_idx" ON "school_roster_imports" USING btree ("school_id","created_at");