CREATE TABLE "slp_claim_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"from_user_id" uuid,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text DEFAULT 'claim' NOT NULL,
	"text" text NOT NULL,
	"elaboration" text,
	"selected" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"client_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_slp_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"original" text NOT NULL,
	"gpt" text NOT NULL,
	"saved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_slps" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"original" text DEFAULT '' NOT NULL,
	"gpt" text DEFAULT '' NOT NULL,
	"profession_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slp_claim_comments" ADD CONSTRAINT "slp_claim_comments_claim_id_user_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."user_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slp_claim_comments" ADD CONSTRAINT "slp_claim_comments_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_claims" ADD CONSTRAINT "user_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_slp_versions" ADD CONSTRAINT "user_slp_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_slp_versions" ADD CONSTRAINT "user_slp_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_slps" ADD CONSTRAINT "user_slps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_slps" ADD CONSTRAINT "user_slps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slp_claim_comments_claim_idx" ON "slp_claim_comments" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "user_claims_user_idx" ON "user_claims" USING btree ("user_id","type","order");--> statement-breakpoint
CREATE INDEX "user_slp_versions_user_idx" ON "user_slp_versions" USING btree ("user_id","created_at");