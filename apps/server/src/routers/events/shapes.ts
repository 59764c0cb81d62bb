import { EVENT_RESPONSES } from '@waypoint/domain';
import { z } from 'zod';

// Inputs and outputs of the events router; the web infers its types from the router.

export const eventIdInput = z.uuid({ message: 'events.errors.eventNotFound' });
export const userIdInput = z.uuid({ message: 'errors.notFound' });

const s = z.string();
const sn = z.string().nullable();

export const eventView = z.object({
  id: s,
  name: s,
  nameChi: sn,
  description: sn,
  descriptionChi: sn,
  startTime: s,
  endTime: s,
  status: s,
  mode: s,
  venue: sn,
  venueChi: sn,
  language: sn,
  capacity: z.number().nullable(),
  remainingSeats: z.number().nullable(),
  onlineMeetingLink: sn,
  hasMeetingLink: z.boolean(),
  hasRollCall: z.boolean(),
  anchorEventId: sn,
  anchorEventName: sn,
  serviceId: sn,
  serviceName: sn,
  serviceNameChi: sn,
  serviceNature: sn,
  clientId: sn,
  clientName: sn,
  clientNameChi: sn,
  clientSchoolId: sn,
  group: s,
  classes: z.array(s),
  studentForms: z.array(s),
  /** The forms that may apply: the session's own, else its service's; empty = every form. */
  targetForms: z.array(s),
  needParentConsent: z.boolean(),
  posterLink: sn,
  videoLink: sn,
  employerName: sn,
  userResponse: z
    .object({
      response: s,
      confirmed: z.boolean(),
      attended: z.boolean(),
      holdsSeat: z.boolean(),
      waitingListPlace: z.number().nullable(),
    })
    .nullable(),
  viewer: z.object({
    isApplied: z.boolean(),
    applyBlock: sn,
    applyHidden: z.boolean(),
    canConfirm: z.boolean(),
    canWithdraw: z.boolean(),
    canRollCall: z.boolean(),
    isPast: z.boolean(),
    hasEnded: z.boolean(),
    hasStarted: z.boolean(),
    meetingLinkOpen: z.boolean(),
  }),
});

export const formQuestionView = z.object({
  id: s,
  title: s,
  titleChi: sn,
  subtitle: sn,
  subtitleChi: sn,
  type: s,
  options: z.array(z.object({ value: s, label: s, labelChi: sn.optional() })),
  isRequired: z.boolean(),
  lsUpperScaleLabel: sn,
  lsUpperScaleLabelChi: sn,
  lsLowerScaleLabel: sn,
  lsLowerScaleLabelChi: sn,
});

export const taskView = z.object({
  id: s,
  title: s,
  titleChi: sn,
  showAfterAttended: z.boolean(),
  done: z.boolean(),
  questions: z.array(formQuestionView),
  answers: z.record(s, s),
});

export const serviceMedia = z.object({
  id: s,
  name: s,
  nameChi: sn,
  type: s,
  nature: sn,
  description: sn,
  descriptionChi: sn,
  posterLink: sn,
  extraPosterLinks: z.array(s),
  slideLink: sn,
  embeddedYTLink: sn,
  embeddedVideoSlideLink: sn,
  shootingPhotoLinks: z.array(s),
  eventPhotoLinks: z.array(s),
  needParentConsent: z.boolean(),
});

export const eventDetail = z.object({
  event: eventView,
  service: serviceMedia.nullable(),
  tasks: z.array(taskView),
  /** Whose response the page shows (the viewer, or a student a teacher or admin acts for). */
  forUser: z.object({ id: s, fullName: s }).nullable(),
  viewerRole: z.enum(['visitor', 'student', 'teacher', 'client', 'admin', 'other']),
  /** Bluebird Seed and other consent-needing sessions: whether the parent's consent is on record. */
  parentConsent: z.object({ target: s, obtained: z.boolean() }).nullable(),
});

export const responseValue = z.enum(EVENT_RESPONSES, { message: 'events.errors.invalidResponse' });

export const updateEventResponseInput = z.object({
  targetEvent: z.object({ id: eventIdInput }),
  response: responseValue,
  rollCallCode: z.string().max(100).nullish(),
  withdrawReason: z.string().max(1000, 'errors.reasonTooLong').nullish(),
  userId: userIdInput.nullish(),
  workshopTimePreference: z.string().max(200).nullish(),
});

export const responseResult = z.object({
  response: s,
  confirmed: z.boolean(),
  attended: z.boolean(),
  holdsSeat: z.boolean(),
  waitingListPlace: z.number().nullable(),
  remainingSeats: z.number().nullable(),
});
