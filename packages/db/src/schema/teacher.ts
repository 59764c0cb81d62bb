import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { schools } from './schools.ts';
import { services } from './services.ts';
import { users } from './users.ts';

/**
 * Spec 1 §3 Option of the teacher response form. `immediateAction` is e.g. 'enable next step',
 * 'open mock jupas', 'assign teachers', 'nominate students'; `targetRole` 'Not involved' assigns the
 * response to the teacher who gives it (spec 1 §4.2). `type` says where it is offered: service, event,
 * survey or action.
 */
export const teacherResponseOptions = pgTable('teacher_response_options', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  titleChi: text('title_chi'),
  type: text('type').notNull(),
  immediateAction: text('immediate_action'),
  targetRole: text('target_role'),
  excludingServiceIds: text('excluding_service_ids').array().notNull().default(sql`'{}'::text[]`),
  showNominateBtn: boolean('show_nominate_btn').notNull().default(false),
  showIfExistSessions: boolean('show_if_exist_sessions').notNull().default(false),
  /** A propose-a-date option: hidden unless the service allows proposing dates (spec 1 §5). */
  isProposeDate: boolean('is_propose_date').notNull().default(false),
  /** Internal options (played video, published by other means, book time, finding time, skip). */
  isInternal: boolean('is_internal').notNull().default(false),
  seq: integer('seq').notNull().default(0),
});

export interface QuestionAnswer {
  questionId: string;
  questionTitle: string;
  answer: string;
  optionId?: string | null;
}

/** Spec 1 §3 Teacher response: a teacher's or university client's answer for an event, service or survey. */
export const teacherResponses = pgTable(
  'teacher_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    optionId: text('option_id').references(() => teacherResponseOptions.id, { onDelete: 'set null' }),
    /** The chosen option's title, kept as answered. */
    response: text('response'),
    type: text('type').notNull(),
    role: text('role'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    intakeYear: integer('intake_year'),
    targetClass: text('target_class'),
    sessionId: uuid('session_id').references(() => events.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').references(() => services.id, { onDelete: 'cascade' }),
    eventName: text('event_name'),
    estNumOfStudents: integer('est_num_of_students'),
    preferredSessionDates: timestamp('preferred_session_dates', { withTimezone: true }).array(),
    preferredSessionTime: text('preferred_session_time'),
    questionAnswers: jsonb('question_answers').$type<QuestionAnswer[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teacher_responses_user_idx').on(t.userId, t.updatedAt),
    index('teacher_responses_school_idx').on(t.schoolId, t.serviceId, t.sessionId),
  ],
);
