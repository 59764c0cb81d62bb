-- Each server process keeps the sessions it has resolved for a few seconds (decision 021). Any change to a
-- row such a session was built from announces the person's id on `waypoint_sessions`, so that every process
-- drops what it holds of them. A trigger rather than calls in the services: no code path can forget it, and
-- PostgreSQL sends the notice only on commit (a rolled-back change announces nothing).
-- TG_ARGV[0] names the column holding the person's id. Both the old and the new id are sent: an update that
-- moves a row to another person affects both. PostgreSQL folds identical notices of one transaction.
CREATE OR REPLACE FUNCTION waypoint_session_rows_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('waypoint_sessions', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('waypoint_sessions', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A new session is not cached anywhere yet, and the periodic `last_seen_at` touch changes nothing a request
-- reads: neither announces anything.
CREATE TRIGGER auth_sessions_announce_change
  AFTER UPDATE OF token_hash, user_id, expires_at, one_time_token_id, revoked_at OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION waypoint_session_rows_changed('user_id');
--> statement-breakpoint
-- The whole person row travels with the session (roles, school, language, the plan read's own fields).
CREATE TRIGGER users_announce_change
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION waypoint_session_rows_changed('id');
--> statement-breakpoint
-- A teacher row that appears changes a cached "no teacher row" as much as an update does.
CREATE TRIGGER teachers_announce_change
  AFTER INSERT OR UPDATE OR DELETE ON teachers
  FOR EACH ROW EXECUTE FUNCTION waypoint_session_rows_changed('user_id');
