import { SESSION_STATUSES, VOTE_GRADES, VOTE_REACTIONS } from '@waypoint/domain';
import { z } from 'zod';

// Inputs and outputs of the session list, votes and realtime procedures (spec 1 §2.4, §4.3, §6, §7).

/** A malformed id reads as "not found", like an unknown one. */
export const sessionIdInput = z.uuid({ message: 'votes.sessionNotFound' });
export const sessionInput = z.object({ sessionId: sessionIdInput });

const tab = z.enum(['participants', 'outstandingVideo', 'byGroups', 'shortlisted', 'bestPresenters']);
const reaction = z.enum(VOTE_REACTIONS, { message: 'votes.invalidReaction' });
const grade = z.enum(VOTE_GRADES, { message: 'votes.invalidGrade' });

export const voteInput = z.object({
  targetUserId: z.uuid({ message: 'votes.targetNotParticipant' }),
  reaction: reaction.nullish(),
  grade: grade.nullish(),
  reason: z.string().trim().max(1000, 'votes.reasonTooLong').nullish(),
  order: z.number().int().min(1).max(10_000).nullish(),
});

export const upsertUserUsersInput = z.object({
  sessionId: sessionIdInput,
  userUsers: z.array(voteInput).min(1).max(500),
});

export const sessionSummary = z.object({
  id: z.string(),
  name: z.string(),
  nameChi: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  anchorEventId: z.string().nullable(),
  status: z.string(),
  capacity: z.number().int().nullable(),
  remainingSeats: z.number().int().nullable(),
});

const person = z.object({
  userId: z.string(),
  fullName: z.string(),
  chineseName: z.string().nullable(),
  preferredName: z.string().nullable(),
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  schoolNameChi: z.string().nullable(),
  kind: z.enum(['student', 'teacher']),
  response: z.string(),
  attended: z.boolean(),
  group: z.string(),
  groupClass: z.string().nullable(),
  details: z
    .object({
      district: z.string().nullable(),
      band: z.string().nullable(),
      rankInForm: z.string().nullable(),
      electives: z.array(z.string()),
      yearDSE: z.number().int().nullable(),
      class: z.string().nullable(),
      whatsAppLink: z.string(),
    })
    .nullable(),
  teacher: z
    .object({
      schoolRoles: z.array(z.string()),
      classRoles: z.array(z.object({ role: z.string(), classes: z.array(z.string()) })),
      email: z.string().nullable(),
      phone: z.string(),
    })
    .nullable(),
});

export const myVote = z.object({
  targetUserId: z.string(),
  reaction: reaction.nullable(),
  grade: grade.nullable(),
  reason: z.string().nullable(),
  order: z.number().int().nullable(),
});

export const sessionList = z.object({
  session: z.object({
    id: z.string(),
    name: z.string(),
    nameChi: z.string().nullable(),
    startTime: z.string(),
    endTime: z.string(),
    anchorEventId: z.string().nullable(),
    videoLink: z.string().nullable(),
    status: z.string(),
    capacity: z.number().int().nullable(),
    seatsTaken: z.number().int(),
  }),
  edit: z
    .object({
      status: z.string(),
      capacity: z.number().int().nullable(),
      rollCallCode: z.string().nullable(),
      onlineMeetingLink: z.string().nullable(),
      videoLink: z.string().nullable(),
      venue: z.string().nullable(),
      venueChi: z.string().nullable(),
      language: z.string().nullable(),
    })
    .nullable(),
  tabs: z.array(z.object({ key: tab, label: tab })),
  fields: z.object({ staffDetails: z.boolean(), grade: z.boolean(), shortlist: z.boolean() }),
  participants: z.array(person),
  myVotes: z.array(myVote),
  ranking: z.array(z.object({ targetUserId: z.string(), likes: z.number().int(), rank: z.number().int() })),
  outstanding: z.array(z.object({ targetUserId: z.string(), excellentGrades: z.number().int() })),
  namesHidden: z.boolean(),
});

const optionalText = (max: number) => z.string().trim().max(max, 'votes.textTooLong').nullish();

export const updateSessionInput = z.object({
  session: z.object({
    id: sessionIdInput,
    name: z.string().trim().min(1, 'votes.nameRequired').max(300, 'votes.textTooLong').optional(),
    nameChi: optionalText(300),
    startTime: z.coerce.date({ message: 'votes.invalidTime' }).optional(),
    endTime: z.coerce.date({ message: 'votes.invalidTime' }).optional(),
    status: z.enum(SESSION_STATUSES, { message: 'votes.invalidStatus' }).optional(),
    mode: z.enum(['Online', 'Campus'], { message: 'votes.invalidMode' }).optional(),
    venue: optionalText(300),
    venueChi: optionalText(300),
    language: optionalText(50),
    capacity: z.number().int('votes.invalidCapacity').min(0, 'votes.invalidCapacity').max(100_000).nullish(),
    rollCallCode: optionalText(50),
    onlineMeetingLink: z.url({ message: 'votes.invalidLink' }).nullish(),
    videoLink: z.url({ message: 'votes.invalidLink' }).nullish(),
  }),
});
