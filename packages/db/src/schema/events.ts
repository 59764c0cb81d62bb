import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { programs } from './programs.ts';
import { schools } from './schools.ts';
import { clients, services } from './services.ts';
import { users } from './users.ts';

/**
 * Spec 1 §3 Event/session. Seats are counted in the row itself: `seats_taken` moves in the same
 * transaction as the response that takes or frees a seat, and the check constraint makes an oversold
 * event impossible whatever the application does. The nomination cap (999, spec 1 §5) is held the same
 * way by `nominations_count`.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameChi: text('name_chi'),
    description: text('description'),
    descriptionChi: text('description_chi'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** 'TBC' is tentative; also 'Proposed', 'Confirmed', 'Cancelled'. */
    status: text('status').notNull().default('Confirmed'),
    /** 'Online' or 'Campus' (spec 1 §2.3: default Campus). */
    mode: text('mode').notNull().default('Campus'),
    venue: text('venue'),
    /** The venue in Chinese, shown to zh-HK readers when set (the venue is typed per session). */
    venueChi: text('venue_chi'),
    /** 'Cantonese', 'English', … : the web shows the known values from its locale files. */
    language: text('language'),
    /** Seats on offer; null means no limit. */
    capacity: integer('capacity'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    onlineMeetingLink: text('online_meeting_link'),
    rollCallCode: text('roll_call_code'),
    anchorEventId: text('anchor_event_id'),
    anchorEventName: text('anchor_event_name'),
    serviceId: text('service_id').references(() => services.id, { onDelete: 'set null' }),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** A session run for one school (e.g. a school talk); null when open to every school. */
    clientSchoolId: text('client_school_id').references(() => schools.id, { onDelete: 'set null' }),
    /** Work, CamX, jobEX, ABS, Others, Teacher Event, After Lesson, Proposed. */
    group: text('group').notNull().default('Work'),
    classes: text('classes').array().notNull().default(sql`'{}'::text[]`),
    /** Forms allowed to apply ('F.4', 'F.5', …); empty falls back to the service's targetForms. */
    studentForms: text('student_forms').array().notNull().default(sql`'{}'::text[]`),
    needParentConsent: boolean('need_parent_consent').notNull().default(false),
    needInterview: boolean('need_interview').notNull().default(false),
    jobEXIntakeId: text('jobex_intake_id'),
    posterLink: text('poster_link'),
    videoLink: text('video_link'),
    employerName: text('employer_name'),
    relatedProgramId: integer('related_program_id').references(() => programs.id, { onDelete: 'set null' }),
    inChargeTeacherNames: text('in_charge_teacher_names'),
    nominationsCount: integer('nominations_count').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_start_idx').on(t.startTime),
    index('events_service_idx').on(t.serviceId, t.startTime),
    index('events_anchor_idx').on(t.anchorEventId, t.clientId),
    check(
      'events_seats_check',
      sql`${t.seatsTaken} >= 0 and (${t.capacity} is null or ${t.seatsTaken} <= ${t.capacity})`,
    ),
    check('events_nominations_cap_check', sql`${t.nominationsCount} between 0 and 999`),
    check('events_time_check', sql`${t.endTime} >= ${t.startTime}`),
  ],
);

/**
 * Spec 1 §3 Session response, one per person and event. `response` is 'Yes', 'Confirmed', 'Attended',
 * 'No', 'Unsubscribed' or '' (subscribe); `confirmed` and `attended` keep the progression's flags.
 * Beyond the spec, a full event puts an applicant on a waiting list: `waitlisted_at` is set and no seat
 * is held until a withdrawal promotes them (first come, first served).
 */
export const eventResponses = pgTable(
  'event_responses',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text('response').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    attended: boolean('attended').notNull().default(false),
    /** True while this response holds one of the event's seats. */
    holdsSeat: boolean('holds_seat').notNull().default(false),
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    nominatedBy: uuid('nominated_by').references(() => users.id, { onDelete: 'set null' }),
    interviewStatus: text('interview_status'),
    timePreference: text('time_preference'),
    rollCallTime: timestamp('roll_call_time', { withTimezone: true }),
    withdrawReason: text('withdraw_reason'),
    /** The school of the person when they answered (teachers' lists filter on it). */
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    userConsentRecordId: integer('user_consent_record_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_responses_user_idx').on(t.userId),
    index('event_responses_waitlist_idx')
      .on(t.eventId, t.waitlistedAt)
      .where(sql`${t.waitlistedAt} is not null`),
    index('event_responses_school_idx').on(t.schoolId, t.eventId),
  ],
);

export interface NominationTarget {
  id: string;
  fullName: string;
  phone: string;
  schoolId: string | null;
  schoolRoles: string | null;
}

/** Spec 1 §3 Nomination record: the log of one nomination (or rejection) act by a teacher. */
export const nominationRecords = pgTable(
  'nomination_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nominatorId: uuid('nominator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUsers: jsonb('target_users').$type<NominationTarget[]>().notNull(),
    targetSessionIds: uuid('target_session_ids').array().notNull(),
    targetResponse: text('target_response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nomination_records_nominator_idx').on(t.nominatorId, t.createdAt)],
);

/** Spec 1 §3 UserUser: one person's vote on (or shortlisting of) another in a session. */
export const userUsers = pgTable(
  'user_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'like' | 'dislike' | null */
    reaction: text('reaction'),
    reason: text('reason'),
    /** Excellent, Very good, Good, Fair, Below average (staff only). */
    grade: text('grade'),
    /** Shortlist order (staff). */
    order: integer('order'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_users_key').on(t.sessionId, t.userId, t.targetUserId),
    check('user_users_reaction_check', sql`${t.reaction} is null or ${t.reaction} in ('like', 'dislike')`),
  ],
);

export interface FormQuestionOption {
  value: string;
  label: string;
  labelChi?: string | null;
}

/** Spec 1 §3 Form question (tasks and the teacher response form share them). */
export const formQuestions = pgTable('form_questions', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  titleChi: text('title_chi'),
  subtitle: text('subtitle'),
  subtitleChi: text('subtitle_chi'),
  /** linear-scale, multiple-choice, single-select, multi-select, multiple-answer, number, datetime, date, time, paragraph, text */
  type: text('type').notNull(),
  options: jsonb('options').$type<FormQuestionOption[]>().notNull().default([]),
  isRequired: boolean('is_required').notNull().default(false),
  lsUpperScaleLabel: text('ls_upper_scale_label'),
  lsUpperScaleLabelChi: text('ls_upper_scale_label_chi'),
  lsLowerScaleLabel: text('ls_lower_scale_label'),
  lsLowerScaleLabelChi: text('ls_lower_scale_label_chi'),
  workServiceIds: text('work_service_ids').array().notNull().default(sql`'{}'::text[]`),
  showInOptionIds: text('show_in_option_ids').array().notNull().default(sql`'{}'::text[]`),
  relatedTeacherResponseField: text('related_teacher_response_field'),
  seq: integer('seq').notNull().default(0),
});

/** Spec 1 §3 Anchor event task: a form shown for sessions of an anchor event (after attendance if set). */
export const anchorEventTasks = pgTable('anchor_event_tasks', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  titleChi: text('title_chi'),
  group: text('group'),
  anchorEventId: text('anchor_event_id').notNull(),
  showAfterAttended: boolean('show_after_attended').notNull().default(false),
  formQuestionIds: text('form_question_ids').array().notNull().default(sql`'{}'::text[]`),
  seq: integer('seq').notNull().default(0),
});

/** Spec 1 §3 Form response: one answer of one person to one question of a task in a session. */
export const formResponses = pgTable(
  'form_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => anchorEventTasks.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => formQuestions.id, { onDelete: 'cascade' }),
    questionTitle: text('question_title').notNull(),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_responses_key').on(t.userId, t.sessionId, t.taskId, t.questionId)],
);
