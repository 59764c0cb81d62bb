-- Decision 018: clients act once approved and students see other students once verified. A demo install
-- made before this change keeps showing everything: its demo students count as verified (91000021 stays
-- for the teacher's verification journey) and its demo clients as approved. Real accounts are left alone.
UPDATE "users" SET "verification_result" = 'Yes'
  WHERE "is_demo" AND "verification_result" IS NULL AND "phone" <> '91000021'
    AND "roles" ~ '(^|[\s,])secondary-school-student([\s,]|$)';--> statement-breakpoint
UPDATE "users" SET "client_approved_at" = now()
  WHERE "is_demo" AND "client_approved_at" IS NULL AND "client_id" IS NOT NULL
    AND "roles" ~ '(^|[\s,])university-client([\s,]|$)';
