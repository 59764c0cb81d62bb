CREATE TABLE "ai_request_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"school_id" text,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"prompt" text NOT NULL,
	"bot_url" text NOT NULL,
	"override_bot_name" text,
	"tag_id" text,
	"tag_text" text,
	"user_elaboration" text,
	"device_platforms" text[],
	"status" text DEFAULT 'pending' NOT NULL,
	"response_status_text" text,
	"result_count" integer,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"profession_id" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"from_user" boolean NOT NULL,
	"content" text NOT NULL,
	"provider" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_prompts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"profession_id" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"prompt" text NOT NULL,
	"bot_response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_request_logs" ADD CONSTRAINT "ai_request_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_request_logs" ADD CONSTRAINT "ai_request_logs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD CONSTRAINT "chatbot_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_prompts" ADD CONSTRAINT "chatbot_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_request_logs_user_kind_idx" ON "ai_request_logs" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "ai_request_logs_school_idx" ON "ai_request_logs" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_request_logs_created_idx" ON "ai_request_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chatbot_messages_user_idx" ON "chatbot_messages" USING btree ("user_id","type","profession_id","created_at");--> statement-breakpoint
CREATE INDEX "chatbot_prompts_user_idx" ON "chatbot_prompts" USING btree ("user_id","type","profession_id","created_at");