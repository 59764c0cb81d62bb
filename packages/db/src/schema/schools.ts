import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const schools = pgTable('schools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameShort: text('name_short'),
  nameChi: text('name_chi'),
  district: text('district'),
  band: text('band'),
  /** Invented schools of the demo seed; never shown as real. */
  isDemo: boolean('is_demo').notNull().default(false),
  /** Added by a user through "Search / Add New" rather than by an admin. */
  addedByUser: boolean('added_by_user').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schoolSettings = pgTable('school_settings', {
  schoolId: text('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  achievejupasDeadline1: timestamp('achievejupas_deadline1', { withTimezone: true }),
  achievejupasDeadline2: timestamp('achievejupas_deadline2', { withTimezone: true }),
  deadlineApplyActivities: timestamp('deadline_apply_activities', { withTimezone: true }),
  achievejupasNeedParentConsent: boolean('achievejupas_need_parent_consent').notNull().default(false),
  showPredictedScoresToStudents: boolean('show_predicted_scores_to_students').notNull().default(true),
  /** Class streams and F.3 class chart as the school defines them (admission-planning issue). */
  f3ClassChart: jsonb('f3_class_chart'),
  /** Safeguarding alerts to the staff in safeguarding_contacts (issue 22; decision 013). Off by default. */
  safeguardingEnabled: boolean('safeguarding_enabled').notNull().default(false),
  /** The school's own contact for data access and correction requests, shown on /privacy (issue 23). */
  dataRequestContactName: text('data_request_contact_name'),
  dataRequestContactEmail: text('data_request_contact_email'),
  dataRequestContactPhone: text('data_request_contact_phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
