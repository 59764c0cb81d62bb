ALTER TABLE "user_consent_records" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD COLUMN "erased_party" text;--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD COLUMN "erasure_digest" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_deletion_due_idx" ON "users" USING btree ("deletion_due_at") WHERE "users"."deletion_due_at" is not null and "users"."erased_at" is null;--> statement-breakpoint
-- Hand-written below the generated part (decision 019, "Consents"). Erasing a person keeps the consent
-- records they signed or that are about them, in their place in the chain, and clears the personal fields
-- in place. The trigger allows exactly that one UPDATE: every column but the five personal ones and the
-- three erasure columns stays as it was (compared as jsonb, so a column added later is held too), each
-- personal one stays or becomes NULL, and the record is marked erased by the signer or the subject. The
-- other party's later erasure may clear more and move the mark forward, never back. Anything else is
-- still refused, and DELETE still only in the cascade of deleting a person.
CREATE OR REPLACE FUNCTION user_consent_records_immutable() RETURNS trigger AS $$
DECLARE
  erasable CONSTANT text[] := ARRAY['full_name', 'phone', 'signature_data_url', 'signature_file_id',
    'wa_group_id', 'erased_at', 'erased_party', 'erasure_digest'];
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    IF OLD.chain_seq IS NOT NULL THEN
      INSERT INTO user_consent_erasures (chain_seq, digest) VALUES (OLD.chain_seq, OLD.digest)
        ON CONFLICT (chain_seq) DO NOTHING;
    END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE'
     AND NEW.erased_at IS NOT NULL
     AND (OLD.erased_at IS NULL OR NEW.erased_at >= OLD.erased_at)
     AND NEW.erased_party IN ('signer', 'subject')
     AND (to_jsonb(NEW) - erasable) = (to_jsonb(OLD) - erasable)
     AND (NEW.full_name IS NULL OR NEW.full_name = OLD.full_name)
     AND (NEW.phone IS NULL OR NEW.phone = OLD.phone)
     AND (NEW.signature_data_url IS NULL OR NEW.signature_data_url = OLD.signature_data_url)
     AND (NEW.signature_file_id IS NULL OR NEW.signature_file_id = OLD.signature_file_id)
     AND (NEW.wa_group_id IS NULL OR NEW.wa_group_id = OLD.wa_group_id)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'user_consent_records rows are immutable' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
