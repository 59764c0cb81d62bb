import { type DbOrTx, schema } from '@waypoint/db';
import {
  APPLIED_RESPONSES,
  GROUPED_SESSION_ANCHOR,
  type RankedPresenter,
  rankPresenters,
  type SessionTab,
  sessionListTabs,
  showsInTeacherList,
  type VisibleFields,
  type VoteGrade,
  type VoteReaction,
  visibleSessionFields,
  whatsAppChatLink,
} from '@waypoint/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SessionAccess } from './votes-access.ts';

const { eventResponses, schools, teachers, userUsers, users } = schema;

export interface SessionPerson {
  userId: string;
  fullName: string;
  chineseName: string | null;
  preferredName: string | null;
  schoolId: string | null;
  schoolName: string | null;
  schoolNameChi: string | null;
  kind: 'student' | 'teacher';
  response: string;
  attended: boolean;
  /** 'By groups' key: school and class (decision 007). */
  group: string;
  /** The class of the group, for its heading in the reader's language (the school name comes with it). */
  groupClass: string | null;
  /** Staff only (spec 1 §6). */
  details: {
    district: string | null;
    band: string | null;
    rankInForm: string | null;
    electives: string[];
    yearDSE: number | null;
    class: string | null;
    whatsAppLink: string;
  } | null;
  /** Teacher rows, staff only. */
  teacher: {
    /** Stored (English) role names: the screen shows them in the reader's language. */
    schoolRoles: string[];
    classRoles: { role: string; classes: string[] }[];
    email: string | null;
    phone: string;
  } | null;
}

export interface MyVote {
  targetUserId: string;
  reaction: VoteReaction | null;
  grade: VoteGrade | null;
  reason: string | null;
  order: number | null;
}

export interface SessionList {
  session: {
    id: string;
    name: string;
    nameChi: string | null;
    startTime: string;
    endTime: string;
    anchorEventId: string | null;
    videoLink: string | null;
    status: string;
    capacity: number | null;
    seatsTaken: number;
  };
  tabs: SessionTab[];
  fields: VisibleFields;
  participants: SessionPerson[];
  myVotes: MyVote[];
  /** Best presenters among the people this viewer sees. */
  ranking: RankedPresenter[];
  /** Admins: the fields they may edit (event.updateSession); null for everyone else. */
  edit: {
    status: string;
    capacity: number | null;
    rollCallCode: string | null;
    onlineMeetingLink: string | null;
    videoLink: string | null;
    venue: string | null;
    venueChi: string | null;
    language: string | null;
  } | null;
  /** Admins: people graded Excellent by staff, for the Outstanding video tab. */
  outstanding: { targetUserId: string; excellentGrades: number }[];
  /** The viewer is not verified yet and sees no one else (decision 018); the list says why. */
  namesHidden: boolean;
}

/** Spec event-getSessionParticipants: the list, the caller's own votes and the ranking, cut to the caller's view. */
export async function loadSessionList(db: DbOrTx, access: SessionAccess): Promise<SessionList> {
  const { session } = access;
  const viewer = { isAdmin: access.isAdmin, isStaff: access.isStaff };
  const fields = visibleSessionFields(viewer);
  const participants = await loadParticipants(db, access);
  const visible = new Set(participants.map((p) => p.userId));

  const votes = await db
    .select()
    .from(userUsers)
    .where(eq(userUsers.sessionId, session.id))
    .orderBy(asc(userUsers.order), asc(userUsers.createdAt), asc(userUsers.id));
  const myVotes = votes
    .filter((v) => v.userId === access.viewerId && visible.has(v.targetUserId))
    .map((v) => ({
      targetUserId: v.targetUserId,
      reaction: v.reaction as VoteReaction | null,
      grade: fields.grade ? (v.grade as VoteGrade | null) : null,
      reason: v.reason,
      order: fields.shortlist ? v.order : null,
    }));
  const ranking = rankPresenters(
    votes.map((v) => ({ targetUserId: v.targetUserId, reaction: v.reaction as VoteReaction | null })),
  ).filter((r) => visible.has(r.targetUserId));

  const excellent = new Map<string, number>();
  if (access.isAdmin) {
    for (const v of votes) {
      if (v.grade === 'Excellent') excellent.set(v.targetUserId, (excellent.get(v.targetUserId) ?? 0) + 1);
    }
  }
  return {
    session: {
      id: session.id,
      name: session.name,
      nameChi: session.nameChi,
      startTime: session.startTime.toISOString(),
      endTime: session.endTime.toISOString(),
      anchorEventId: session.anchorEventId,
      videoLink: access.isAdmin ? session.videoLink : null,
      status: session.status,
      capacity: session.capacity,
      seatsTaken: session.seatsTaken,
    },
    edit: access.isAdmin
      ? {
          status: session.status,
          capacity: session.capacity,
          rollCallCode: session.rollCallCode,
          onlineMeetingLink: session.onlineMeetingLink,
          videoLink: session.videoLink,
          venue: session.venue,
          venueChi: session.venueChi,
          language: session.language,
        }
      : null,
    tabs: sessionListTabs(viewer, session.anchorEventId),
    fields,
    participants: studentsSeeAll(access)
      ? participants
      : // Without a grouped tab a student sees only the people named where they look: the best presenters
        // and their own votes (spec 1 §6: no Participants tab for students).
        participants.filter(
          (p) =>
            ranking.some((r) => r.targetUserId === p.userId) ||
            myVotes.some((v) => v.targetUserId === p.userId),
        ),
    myVotes,
    ranking,
    outstanding: [...excellent.entries()]
      .map(([targetUserId, excellentGrades]) => ({ targetUserId, excellentGrades }))
      .sort((a, b) => b.excellentGrades - a.excellentGrades),
    namesHidden: !access.seesOthers,
  };
}

/** Staff see every participant; students only on a session that lists people by groups. */
function studentsSeeAll(access: SessionAccess): boolean {
  return access.isStaff || access.isAdmin || access.session.anchorEventId === GROUPED_SESSION_ANCHOR;
}

/** The people on the list as this viewer may see them. */
export async function loadParticipants(db: DbOrTx, access: SessionAccess): Promise<SessionPerson[]> {
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      chineseName: users.chineseName,
      preferredName: users.preferredName,
      isAdmin: users.isAdmin,
      phone: users.phone,
      email: users.email,
      class: users.class,
      rankInForm: users.rankInForm,
      electives: users.studyingElectives,
      yearDSE: users.yearDSE,
      schoolId: users.schoolId,
      schoolName: schools.name,
      schoolNameShort: schools.nameShort,
      schoolNameChi: schools.nameChi,
      district: schools.district,
      band: schools.band,
      teacherSchoolRoles: teachers.schoolRoles,
      teacherClassRoles: teachers.classRoles,
      teacherUserId: teachers.userId,
      response: eventResponses.response,
      attended: eventResponses.attended,
    })
    .from(eventResponses)
    .innerJoin(users, eq(users.id, eventResponses.userId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .where(
      and(
        eq(eventResponses.eventId, access.session.id),
        inArray(eventResponses.response, [...APPLIED_RESPONSES]),
        isNull(eventResponses.waitlistedAt),
        ...(access.schoolId ? [eq(users.schoolId, access.schoolId)] : []),
        // Votes check their targets against this list too, so an unverified viewer votes for no one else.
        ...(access.seesOthers ? [] : [eq(users.id, access.viewerId)]),
      ),
    )
    .orderBy(asc(schools.name), asc(users.class), asc(users.fullName));
  const people: SessionPerson[] = [];
  for (const r of rows) {
    const isTeacher = r.teacherUserId !== null;
    // Students see students only; admin users appear in teacher lists for admins alone (spec 1 §6).
    if (isTeacher && !access.isStaff) continue;
    if (r.isAdmin && !showsInTeacherList({ isAdmin: true }, { isAdmin: access.isAdmin })) continue;
    people.push({
      userId: r.userId,
      fullName: r.fullName,
      chineseName: r.chineseName,
      preferredName: r.preferredName,
      schoolId: r.schoolId,
      schoolName: r.schoolName,
      schoolNameChi: r.schoolNameChi,
      kind: isTeacher ? 'teacher' : 'student',
      response: r.response,
      attended: r.attended,
      group: [r.schoolNameShort ?? r.schoolName, r.class].filter(Boolean).join(' ') || '—',
      groupClass: r.class,
      details:
        access.isStaff && !isTeacher
          ? {
              district: r.district,
              band: r.band,
              rankInForm: r.rankInForm,
              electives: r.electives,
              yearDSE: r.yearDSE,
              class: r.class,
              whatsAppLink: whatsAppChatLink(r.phone),
            }
          : null,
      teacher:
        access.isStaff && isTeacher
          ? {
              schoolRoles: r.teacherSchoolRoles ?? [],
              classRoles: (r.teacherClassRoles ?? [])
                .filter((c) => c.status === 'active')
                .map((c) => ({ role: c.role, classes: c.classes })),
              email: r.email,
              phone: r.phone,
            }
          : null,
    });
  }
  return people;
}
