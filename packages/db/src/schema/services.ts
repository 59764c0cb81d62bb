import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/** An organisation that runs events (a university, an employer); `users.client_id` points here. */
export const clients = pgTable('clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameChi: text('name_chi'),
  logoLink: text('logo_link'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface ClientPhoto {
  type: string;
  photoLink: string;
}

/**
 * Spec 1 §3 Service: a programme of sessions (a work-experience series, a video service, a visit).
 * `targetForms` holds 'F.1'…'F.6'; `status` 'Inactive' hides it.
 */
export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameChi: text('name_chi'),
    type: text('type').notNull(),
    nature: text('nature'),
    description: text('description'),
    descriptionChi: text('description_chi'),
    targetForms: text('target_forms').array().notNull().default(sql`'{}'::text[]`),
    isAllowProposeDates: boolean('is_allow_propose_dates').notNull().default(false),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    anchorEventId: text('anchor_event_id'),
    currIntakeYear: integer('curr_intake_year'),
    nominationDeadline: timestamp('nomination_deadline', { withTimezone: true }),
    order: integer('order').notNull().default(0),
    status: text('status').notNull().default('Active'),
    posterLink: text('poster_link'),
    extraPosterLinks: text('extra_poster_links').array().notNull().default(sql`'{}'::text[]`),
    slideLink: text('slide_link'),
    embeddedYTLink: text('embedded_yt_link'),
    embeddedVideoSlideLink: text('embedded_video_slide_link'),
    shootingPhotoLinks: text('shooting_photo_links').array().notNull().default(sql`'{}'::text[]`),
    eventPhotoLinks: text('event_photo_links').array().notNull().default(sql`'{}'::text[]`),
    eventAlbumLink: text('event_album_link'),
    pastStudentSharingVideoIds: text('past_student_sharing_video_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clientPhotos: jsonb('client_photos').$type<ClientPhoto[]>().notNull().default([]),
    /** Bluebird Seed and the like: applying needs a parent's consent (spec 1 §4.1, §5). */
    needParentConsent: boolean('need_parent_consent').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('services_status_idx').on(t.status, t.order)],
);

/** Spec 1 §3 `serviceResponses` of a user: 'Yes' on apply (e.g. Bluebird Seed), 'No' when withdrawn. */
export const serviceResponses = pgTable(
  'service_responses',
  {
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text('response').notNull(),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.userId] }), index('service_responses_user_idx').on(t.userId)],
);
