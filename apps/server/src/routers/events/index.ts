import { router } from '../../trpc/init.ts';
import { bulkApplyEvents } from './bulk-apply-events.ts';
import { getUserFormResponses, upsertFormResponses } from './form-responses.ts';
import { getEvent } from './get-event.ts';
import { getEventIcs } from './get-event-ics.ts';
import { getEvents } from './get-events.ts';
import { getSessionParticipants } from './get-session-participants.ts';
import { getSessionPicker } from './get-session-picker.ts';
import { getSessionsWithQuota } from './get-sessions-with-quota.ts';
import { onUserUsersChange } from './on-user-users-change.ts';
import { updateEventResponse } from './update-event-response.ts';
import { updateSession } from './update-session.ts';
import { upsertUserUsers } from './upsert-user-users.ts';

/** Spec 1 §7 event-*: sessions, responses (apply, confirm, withdraw, roll-call), tasks and forms. */
export const eventsRouter = router({
  getEvents,
  getEvent,
  updateEventResponse,
  bulkApplyEvents,
  getUserFormResponses,
  upsertFormResponses,
  getEventIcs,
  getSessionParticipants,
  getSessionPicker,
  getSessionsWithQuota,
  updateSession,
  upsertUserUsers,
  onUserUsersChange,
});
