CREATE TABLE "stored_file_chunks" (
	"blob_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_blob_id_seq_pk" PRIMARY KEY("blob_id","seq"),
	CONSTRAINT "stored_file_chunks_seq" CHECK ("stored_file_chunks"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"blob_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"chunk_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_blob_id_unique" UNIQUE("blob_id")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_blob_id_stored_files_blob_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."stored_files"("blob_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Uploads are pictures, already compressed: kept out of line without another try at compressing them.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
