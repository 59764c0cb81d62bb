CREATE TABLE "user_consent_erasures" (
	"chain_seq" bigint PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD COLUMN "prev_digest" text;--> statement-breakpoint
ALTER TABLE "user_consent_records" ADD CONSTRAINT "user_consent_records_chain_seq_unique" UNIQUE("chain_seq");--> statement-breakpoint
-- Hand-written below the generated part (decision 008, "Consent chain").
-- Rows signed before the chain keep their unkeyed SHA-256 digest and verify as 'legacy'; the boundary is
-- the highest id at this migration, so a later row without a place in the chain is not taken for legacy.
INSERT INTO app_settings (key, value)
  SELECT 'consentChainLegacyMaxId', COALESCE(MAX(id), 0)::text FROM user_consent_records
  ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
-- Erasing a person still removes their consents (the cascade), but leaves the link's place and digest in
-- user_consent_erasures so the next record's link still verifies; any other UPDATE or DELETE is refused.
CREATE OR REPLACE FUNCTION user_consent_records_immutable() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    IF OLD.chain_seq IS NOT NULL THEN
      INSERT INTO user_consent_erasures (chain_seq, digest) VALUES (OLD.chain_seq, OLD.digest)
        ON CONFLICT (chain_seq) DO NOTHING;
    END IF;
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'user_consent_records rows are immutable' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_consent_erasures_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'user_consent_erasures rows are immutable' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_consent_erasures_no_change
  BEFORE UPDATE OR DELETE ON user_consent_erasures
  FOR EACH ROW EXECUTE FUNCTION user_consent_erasures_immutable();
