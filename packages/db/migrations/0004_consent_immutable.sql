-- Beyond the spec: a signed consent is never changed. UPDATE is always refused; DELETE only when it comes
-- from the cascade of deleting the person (pg_trigger_depth() > 1 inside the foreign-key action).
CREATE OR REPLACE FUNCTION user_consent_records_immutable() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'user_consent_records rows are immutable' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_consent_records_no_change
  BEFORE UPDATE OR DELETE ON user_consent_records
  FOR EACH ROW EXECUTE FUNCTION user_consent_records_immutable();
