CREATE TABLE "booking_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_chi" text,
	"duration_minutes" integer NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"target_user_type" text DEFAULT 'Student' NOT NULL,
	"staff_name" text,
	"date_time_form" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_items_duration_check" CHECK ("booking_items"."duration_minutes" between 5 and 480),
	CONSTRAINT "booking_items_window_check" CHECK ("booking_items"."end_time" is null or "booking_items"."start_time" is null or "booking_items"."end_time" > "booking_items"."start_time")
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"staff_name" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_slots_time_check" CHECK ("booking_slots"."end_time" > "booking_slots"."start_time")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_item_id" uuid NOT NULL,
	"booking_slot_id" uuid,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"full_name" text NOT NULL,
	"preferred_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"year_of_study" text,
	"remarks" text,
	"school_name" text,
	"school_id" text,
	"school_roles" text,
	"wa_group_id" text,
	"lang" text,
	"target_date" date,
	"target_start_time_1" text,
	"target_end_time_1" text,
	"target_start_time_2" text,
	"target_end_time_2" text,
	"ics_token_hash" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "reserved_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text,
	"created_by" uuid,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_consent_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consent_record_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"link" text,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD COLUMN "public_id" text;--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD COLUMN "signature_data_url" text;--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD COLUMN "digest" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_slot_id_booking_slots_id_fk" FOREIGN KEY ("booking_slot_id") REFERENCES "public"."booking_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_dates" ADD CONSTRAINT "reserved_dates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consent_audit" ADD CONSTRAINT "user_consent_audit_consent_record_id_user_consent_records_id_fk" FOREIGN KEY ("consent_record_id") REFERENCES "public"."user_consent_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consent_audit" ADD CONSTRAINT "user_consent_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_slots_start_idx" ON "booking_slots" USING btree ("start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_slot_idx" ON "bookings" USING btree ("booking_slot_id") WHERE "bookings"."booking_slot_id" is not null and "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_consent_audit_record_idx" ON "user_consent_audit" USING btree ("consent_record_id");--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD CONSTRAINT "user_consent_records_public_id_unique" UNIQUE("public_id");