import { schema } from '@waypoint/db';
import { and, eq, exists, getTableName, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { columnsOf, type ExportSource, type ExportSubject, pagedSource } from './export-source.ts';

const {
  users,
  teachers,
  schools,
  safeguardingContacts,
  userSubjectGrades,
  subjects,
  userPrograms,
  programs,
  consultationRecords,
  userComments,
  parentViewLinks,
  userDisciplines,
  disciplines,
  userElectives,
  userTags,
  tags,
  userProfessions,
  professions,
  professionResponses,
  userLikedItems,
  userBrowsedItems,
  sectors,
  segments,
  professionSearchKeywords,
  userInterestProfiles,
  advertisementClicks,
  eventResponses,
  events,
  serviceResponses,
  services,
  userUsers,
  nominationRecords,
  formResponses,
  teacherResponses,
  bookings,
  bookingItems,
  userConsentRecords,
  userConsentAudit,
  userSlps,
  userSlpVersions,
  userClaims,
  slpClaimComments,
  aiRequestLogs,
  chatbotMessages,
  chatbotPrompts,
  jobexCareerPlans,
  jobexSections,
  jobexCredentials,
  jobexProfileDocs,
  jobexUserEmployerJobs,
  jobexEmployerJobs,
  files,
  feedback,
  programIssueReports,
  authSessions,
  oneTimeAccessTokens,
  passwordResetTokens,
  smsCodes,
  pageAccessRecords,
  outboxContacts,
  outboxMessages,
  staffAccessLog,
  seenItems,
  nextStepDigests,
  schoolRoster,
} = schema;

/**
 * Everything Waypoint holds about one person (PDPO DPP6, issue 23 item 2; docs/privacy.md "Access"), one
 * area per JSON file of the archive. The web's summary counts the same sources, so the two never disagree.
 * Every table with a column naming a person (a user id, a phone) is either read here or listed in
 * EXPORT_EXCLUSIONS with the reason; a test fails on a new one that is neither.
 */
export const EXPORT_AREA_IDS = [
  'profile',
  'grades',
  'choices',
  'interests',
  'events',
  'nominations',
  'forms',
  'bookings',
  'consents',
  'slp',
  'ai',
  'chat',
  'jobex',
  'pictures',
  'feedback',
  'signIns',
  'pageVisits',
  'messages',
  'whoLooked',
] as const;
export type ExportAreaId = (typeof EXPORT_AREA_IDS)[number];

export interface ExportArea {
  id: ExportAreaId;
  /** The file's name in the archive. */
  file: string;
  sources: readonly ExportSource[];
}

/**
 * A column as "table"."column": Drizzle leaves the columns of a one-table select unqualified, and inside a
 * correlated subquery an unqualified name would bind to the inner table.
 */
const q = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A person's name from their id, for the author of a comment or the staff who looked. */
const nameOf = (id: AnyPgColumn) =>
  sql<string | null>`(select ${q(users.fullName)} from ${users} where ${q(users.id)} = ${q(id)})`;
const eventName = (id: AnyPgColumn) =>
  sql<string | null>`(select ${q(events.name)} from ${events} where ${q(events.id)} = ${q(id)})`;
const mine = (column: AnyPgColumn) => (who: ExportSubject) => eq(column, who.id);

const profile: ExportArea = {
  id: 'profile',
  file: 'profile.json',
  sources: [
    pagedSource({
      key: 'account',
      finds: ['users.id', 'users.phone'],
      table: users,
      fields: {
        ...columnsOf(users, ['clientApprovedBy']),
        schoolName: sql<
          string | null
        >`(select ${q(schools.name)} from ${schools} where ${q(schools.id)} = ${q(users.schoolId)})`,
      },
      where: mine(users.id),
      order: [users.id],
    }),
    pagedSource({
      key: 'teacher',
      finds: ['teachers.user_id'],
      table: teachers,
      fields: columnsOf(teachers, ['userId']),
      where: mine(teachers.userId),
      order: [teachers.userId],
    }),
    pagedSource({
      key: 'safeguardingContactFor',
      finds: ['safeguarding_contacts.user_id'],
      table: safeguardingContacts,
      fields: columnsOf(safeguardingContacts, ['userId']),
      where: mine(safeguardingContacts.userId),
      order: [safeguardingContacts.schoolId],
    }),
    pagedSource({
      key: 'seenOnHome',
      finds: ['seen_items.user_id'],
      table: seenItems,
      fields: columnsOf(seenItems, ['userId']),
      where: mine(seenItems.userId),
      order: [seenItems.kind, seenItems.itemId],
    }),
    pagedSource({
      key: 'nextStepDigest',
      finds: ['next_step_digests.user_id'],
      table: nextStepDigests,
      // The stop link's secret stays out (columnsOf drops token columns in any case).
      fields: columnsOf(nextStepDigests, ['userId', 'stopToken']),
      where: mine(nextStepDigests.userId),
      order: [nextStepDigests.userId],
    }),
    // Issue 27: how a school's imported class list names the person (by account, or by their phone before
    // they registered).
    pagedSource({
      key: 'schoolListings',
      finds: ['school_roster.user_id', 'school_roster.phone'],
      table: schoolRoster,
      fields: {
        ...columnsOf(schoolRoster, ['userId', 'inviteTokenHash', 'importId']),
        schoolName: sql<
          string | null
        >`(select ${q(schools.name)} from ${schools} where ${q(schools.id)} = ${q(schoolRoster.schoolId)})`,
      },
      where: (who) => or(eq(schoolRoster.userId, who.id), eq(schoolRoster.phone, who.phone)) as SQL,
      order: [schoolRoster.id],
    }),
  ],
};

const grades: ExportArea = {
  id: 'grades',
  file: 'grades.json',
  sources: [
    pagedSource({
      key: 'grades',
      finds: ['user_subject_grades.user_id'],
      table: userSubjectGrades,
      fields: {
        ...columnsOf(userSubjectGrades, ['userId', 'updatedBy']),
        subject: sql<
          string | null
        >`(select ${q(subjects.nameEn)} from ${subjects} where ${q(subjects.id)} = ${q(userSubjectGrades.subjectId)})`,
        subjectChi: sql<
          string | null
        >`(select ${q(subjects.nameChi)} from ${subjects} where ${q(subjects.id)} = ${q(userSubjectGrades.subjectId)})`,
      },
      where: mine(userSubjectGrades.userId),
      order: [userSubjectGrades.subjectId, userSubjectGrades.source],
    }),
  ],
};

const programName = (id: AnyPgColumn) =>
  sql<string | null>`(select ${q(programs.displayName)} from ${programs} where ${q(programs.id)} = ${q(id)})`;

const choices: ExportArea = {
  id: 'choices',
  file: 'choices.json',
  sources: [
    pagedSource({
      key: 'programmes',
      finds: ['user_programs.user_id'],
      table: userPrograms,
      fields: { ...columnsOf(userPrograms, ['userId']), programme: programName(userPrograms.programId) },
      where: mine(userPrograms.userId),
      order: [userPrograms.programId],
    }),
    pagedSource({
      key: 'consultations',
      finds: ['consultation_records.target_user_id'],
      table: consultationRecords,
      fields: columnsOf(consultationRecords, ['targetUserId', 'createdBy']),
      where: mine(consultationRecords.targetUserId),
      order: [consultationRecords.id],
    }),
    pagedSource({
      key: 'commentsOnYou',
      finds: ['user_comments.user_id'],
      table: userComments,
      fields: { ...columnsOf(userComments, ['userId', 'fromUserId']), from: nameOf(userComments.fromUserId) },
      where: mine(userComments.userId),
      order: [userComments.id],
    }),
    pagedSource({
      key: 'commentsByYou',
      finds: ['user_comments.from_user_id'],
      table: userComments,
      fields: { ...columnsOf(userComments, ['userId', 'fromUserId']), about: nameOf(userComments.userId) },
      where: (who) => and(eq(userComments.fromUserId, who.id), ne(userComments.userId, who.id)),
      order: [userComments.id],
    }),
    pagedSource({
      key: 'parentViewLinks',
      finds: ['parent_view_links.user_id'],
      table: parentViewLinks,
      fields: columnsOf(parentViewLinks, ['userId', 'createdBy']),
      where: mine(parentViewLinks.userId),
      order: [parentViewLinks.id],
    }),
  ],
};

const likedOrBrowsedName = (kind: AnyPgColumn, id: AnyPgColumn) => sql<string | null>`case ${q(kind)}
  when 'profession' then (select ${q(professions.name)} from ${professions} where ${q(professions.id)} = ${q(id)})
  when 'sector' then (select ${q(sectors.name)} from ${sectors} where ${q(sectors.id)} = ${q(id)})
  when 'segment' then (select ${q(segments.name)} from ${segments} where ${q(segments.id)} = ${q(id)})
end`;

const interests: ExportArea = {
  id: 'interests',
  file: 'interests.json',
  sources: [
    pagedSource({
      key: 'disciplines',
      finds: ['user_disciplines.user_id'],
      table: userDisciplines,
      fields: {
        ...columnsOf(userDisciplines, ['userId']),
        discipline: sql<
          string | null
        >`(select ${q(disciplines.name)} from ${disciplines} where ${q(disciplines.id)} = ${q(userDisciplines.disciplineId)})`,
      },
      where: mine(userDisciplines.userId),
      order: [userDisciplines.disciplineId],
    }),
    pagedSource({
      key: 'electives',
      finds: ['user_electives.user_id'],
      table: userElectives,
      fields: {
        ...columnsOf(userElectives, ['userId']),
        elective: sql<
          string | null
        >`(select ${q(subjects.nameEn)} from ${subjects} where ${q(subjects.id)} = ${q(userElectives.electiveId)})`,
        programme: programName(userElectives.programId),
      },
      where: mine(userElectives.userId),
      order: [userElectives.id],
    }),
    pagedSource({
      key: 'tags',
      finds: ['user_tags.user_id'],
      table: userTags,
      fields: {
        tagId: userTags.tagId,
        tag: sql<
          string | null
        >`(select ${q(tags.name)} from ${tags} where ${q(tags.id)} = ${q(userTags.tagId)})`,
        tagChi: sql<
          string | null
        >`(select ${q(tags.nameChi)} from ${tags} where ${q(tags.id)} = ${q(userTags.tagId)})`,
        createdAt: userTags.createdAt,
      },
      where: mine(userTags.userId),
      order: [userTags.tagId],
    }),
    pagedSource({
      key: 'professions',
      finds: ['user_professions.user_id'],
      table: userProfessions,
      fields: {
        ...columnsOf(userProfessions, ['userId']),
        profession: sql<
          string | null
        >`(select ${q(professions.name)} from ${professions} where ${q(professions.id)} = ${q(userProfessions.professionId)})`,
      },
      where: mine(userProfessions.userId),
      order: [userProfessions.professionId],
    }),
    pagedSource({
      key: 'heardOfProfessions',
      finds: ['profession_responses.user_id'],
      table: professionResponses,
      fields: {
        ...columnsOf(professionResponses, ['userId']),
        profession: sql<
          string | null
        >`(select ${q(professions.name)} from ${professions} where ${q(professions.id)} = ${q(professionResponses.professionId)})`,
      },
      where: mine(professionResponses.userId),
      order: [professionResponses.professionId],
    }),
    pagedSource({
      key: 'liked',
      finds: ['user_liked_items.user_id'],
      table: userLikedItems,
      fields: {
        ...columnsOf(userLikedItems, ['userId']),
        name: likedOrBrowsedName(userLikedItems.kind, userLikedItems.itemId),
      },
      where: mine(userLikedItems.userId),
      order: [userLikedItems.kind, userLikedItems.itemId],
    }),
    pagedSource({
      key: 'browsed',
      finds: ['user_browsed_items.user_id'],
      table: userBrowsedItems,
      fields: {
        ...columnsOf(userBrowsedItems, ['userId']),
        name: likedOrBrowsedName(userBrowsedItems.kind, userBrowsedItems.itemId),
      },
      where: mine(userBrowsedItems.userId),
      order: [userBrowsedItems.kind, userBrowsedItems.itemId],
    }),
    pagedSource({
      key: 'searches',
      finds: ['profession_search_keywords.user_id'],
      table: professionSearchKeywords,
      fields: columnsOf(professionSearchKeywords, ['userId']),
      where: mine(professionSearchKeywords.userId),
      order: [professionSearchKeywords.id],
    }),
    pagedSource({
      key: 'interestProfile',
      finds: ['user_interest_profiles.user_id'],
      table: userInterestProfiles,
      fields: columnsOf(userInterestProfiles, ['userId']),
      where: mine(userInterestProfiles.userId),
      order: [userInterestProfiles.userId],
    }),
    pagedSource({
      key: 'advertisementClicks',
      finds: ['advertisement_clicks.user_id'],
      table: advertisementClicks,
      fields: columnsOf(advertisementClicks, ['userId']),
      where: mine(advertisementClicks.userId),
      order: [advertisementClicks.id],
    }),
  ],
};

const eventsArea: ExportArea = {
  id: 'events',
  file: 'events.json',
  sources: [
    pagedSource({
      key: 'responses',
      finds: ['event_responses.user_id'],
      table: eventResponses,
      fields: {
        ...columnsOf(eventResponses, ['userId', 'nominatedBy']),
        event: eventName(eventResponses.eventId),
        eventStart:
          sql`(select ${q(events.startTime)} from ${events} where ${q(events.id)} = ${q(eventResponses.eventId)})`.mapWith(
            events.startTime,
          ),
        nominatedBy: nameOf(eventResponses.nominatedBy),
      },
      where: mine(eventResponses.userId),
      order: [eventResponses.eventId],
    }),
    pagedSource({
      key: 'services',
      finds: ['service_responses.user_id'],
      table: serviceResponses,
      fields: {
        ...columnsOf(serviceResponses, ['userId']),
        service: sql<
          string | null
        >`(select ${q(services.name)} from ${services} where ${q(services.id)} = ${q(serviceResponses.serviceId)})`,
      },
      where: mine(serviceResponses.userId),
      order: [serviceResponses.serviceId],
    }),
    pagedSource({
      key: 'votesGiven',
      finds: ['user_users.user_id'],
      table: userUsers,
      fields: {
        ...columnsOf(userUsers, ['userId', 'targetUserId']),
        event: eventName(userUsers.sessionId),
        about: nameOf(userUsers.targetUserId),
      },
      where: mine(userUsers.userId),
      order: [userUsers.id],
    }),
    // What others said of the person in a session, without who said it (their own data).
    pagedSource({
      key: 'votesAboutYou',
      finds: ['user_users.target_user_id'],
      table: userUsers,
      fields: {
        ...columnsOf(userUsers, ['id', 'userId', 'targetUserId']),
        event: eventName(userUsers.sessionId),
      },
      where: (who) => and(eq(userUsers.targetUserId, who.id), ne(userUsers.userId, who.id)),
      order: [userUsers.id],
    }),
  ],
};

const namesUs = (who: ExportSubject) =>
  sql`${q(nominationRecords.targetUsers)} @> ${JSON.stringify([{ id: who.id }])}::jsonb`;

const nominations: ExportArea = {
  id: 'nominations',
  file: 'nominations.json',
  sources: [
    // The people a teacher nominated, by name as the teacher saw them; their phone numbers and ids stay out.
    pagedSource({
      key: 'made',
      finds: ['nomination_records.nominator_id'],
      table: nominationRecords,
      fields: {
        id: nominationRecords.id,
        targetUsers: sql<unknown>`(select coalesce(jsonb_agg(jsonb_build_object('fullName', t -> 'fullName')), '[]'::jsonb)
          from jsonb_array_elements(${q(nominationRecords.targetUsers)}) t)`,
        targetSessionIds: nominationRecords.targetSessionIds,
        targetResponse: nominationRecords.targetResponse,
        createdAt: nominationRecords.createdAt,
      },
      where: mine(nominationRecords.nominatorId),
      order: [nominationRecords.id],
    }),
    // Nominations of the person: who nominated them, to what; the others nominated with them stay out.
    pagedSource({
      key: 'ofYou',
      finds: ['nomination_records.target_users'],
      table: nominationRecords,
      fields: {
        id: nominationRecords.id,
        nominatedBy: nameOf(nominationRecords.nominatorId),
        targetSessionIds: nominationRecords.targetSessionIds,
        targetResponse: nominationRecords.targetResponse,
        createdAt: nominationRecords.createdAt,
      },
      where: (who) => and(namesUs(who), ne(nominationRecords.nominatorId, who.id)),
      order: [nominationRecords.id],
    }),
  ],
};

const forms: ExportArea = {
  id: 'forms',
  file: 'forms.json',
  sources: [
    pagedSource({
      key: 'answers',
      finds: ['form_responses.user_id'],
      table: formResponses,
      fields: { ...columnsOf(formResponses, ['userId']), event: eventName(formResponses.sessionId) },
      where: mine(formResponses.userId),
      order: [formResponses.id],
    }),
    pagedSource({
      key: 'teacherResponses',
      finds: ['teacher_responses.user_id'],
      table: teacherResponses,
      fields: {
        ...columnsOf(teacherResponses, ['userId', 'assignedTo']),
        assignedTo: nameOf(teacherResponses.assignedTo),
      },
      where: mine(teacherResponses.userId),
      order: [teacherResponses.id],
    }),
    pagedSource({
      key: 'assignedToYou',
      finds: ['teacher_responses.assigned_to'],
      table: teacherResponses,
      fields: {
        ...columnsOf(teacherResponses, ['userId', 'assignedTo', 'questionAnswers']),
        from: nameOf(teacherResponses.userId),
      },
      where: (who) => and(eq(teacherResponses.assignedTo, who.id), ne(teacherResponses.userId, who.id)),
      order: [teacherResponses.id],
    }),
  ],
};

const bookingsArea: ExportArea = {
  id: 'bookings',
  file: 'bookings.json',
  sources: [
    // A booking made without signing in is the person's too when it carries their phone number.
    pagedSource({
      key: 'bookings',
      finds: ['bookings.user_id', 'bookings.phone'],
      table: bookings,
      fields: {
        ...columnsOf(bookings, ['userId']),
        item: sql<
          string | null
        >`(select ${q(bookingItems.title)} from ${bookingItems} where ${q(bookingItems.id)} = ${q(bookings.bookingItemId)})`,
      },
      where: (who) =>
        or(eq(bookings.userId, who.id), and(isNull(bookings.userId), eq(bookings.phone, who.phone))),
      order: [bookings.id],
    }),
  ],
};

const consentAboutUs = (who: ExportSubject): SQL =>
  sql`(${q(userConsentRecords.userId)} = ${who.id}
    or (${q(userConsentRecords.userId)} is null and ${q(userConsentRecords.phone)} = ${who.phone}))`;
const signedBy = (who: ExportSubject) =>
  exists(
    sql`(select 1 from ${userConsentAudit} where ${q(userConsentAudit.consentRecordId)} = ${q(userConsentRecords.id)}
      and ${q(userConsentAudit.action)} = 'signed' and ${q(userConsentAudit.actorUserId)} = ${who.id})`,
  );

const consents: ExportArea = {
  id: 'consents',
  file: 'consents.json',
  sources: [
    // Records naming the person: theirs, their parent's for them, or an anonymous one typed with their phone.
    pagedSource({
      key: 'aboutYou',
      finds: ['user_consent_records.user_id', 'user_consent_records.phone'],
      table: userConsentRecords,
      fields: columnsOf(userConsentRecords, ['userId', 'digest', 'prevDigest']),
      where: consentAboutUs,
      order: [userConsentRecords.id],
    }),
    // Records the person signed for someone else (a parent for their child): the child's phone stays out.
    pagedSource({
      key: 'signedByYou',
      finds: ['user_consent_audit.actor_user_id'],
      table: userConsentRecords,
      fields: columnsOf(userConsentRecords, ['userId', 'phone', 'waGroupId', 'digest', 'prevDigest']),
      where: (who) => and(signedBy(who), sql`not coalesce(${consentAboutUs(who)}, false)`),
      order: [userConsentRecords.id],
    }),
    // When and from where the person signed; a parent's address stays out of the child's file.
    pagedSource({
      key: 'yourSignings',
      finds: ['user_consent_audit.actor_user_id'],
      table: userConsentAudit,
      fields: {
        ...columnsOf(userConsentAudit, ['actorUserId']),
        record: sql<
          string | null
        >`(select ${q(userConsentRecords.publicId)} from ${userConsentRecords} where ${q(userConsentRecords.id)} = ${q(userConsentAudit.consentRecordId)})`,
      },
      where: mine(userConsentAudit.actorUserId),
      order: [userConsentAudit.id],
    }),
  ],
};

const slp: ExportArea = {
  id: 'slp',
  file: 'slp.json',
  sources: [
    pagedSource({
      key: 'draft',
      finds: ['user_slps.user_id'],
      table: userSlps,
      fields: columnsOf(userSlps, ['userId', 'updatedBy']),
      where: mine(userSlps.userId),
      order: [userSlps.userId],
    }),
    pagedSource({
      key: 'versions',
      finds: ['user_slp_versions.user_id'],
      table: userSlpVersions,
      fields: columnsOf(userSlpVersions, ['userId', 'savedBy']),
      where: mine(userSlpVersions.userId),
      order: [userSlpVersions.id],
    }),
    pagedSource({
      key: 'claims',
      finds: ['user_claims.user_id'],
      table: userClaims,
      fields: columnsOf(userClaims, ['userId']),
      where: mine(userClaims.userId),
      order: [userClaims.id],
    }),
    pagedSource({
      key: 'claimComments',
      finds: ['slp_claim_comments.claim_id'],
      table: slpClaimComments,
      fields: { ...columnsOf(slpClaimComments, ['fromUserId']), from: nameOf(slpClaimComments.fromUserId) },
      where: (who) =>
        sql`${q(slpClaimComments.claimId)} in (select ${q(userClaims.id)} from ${userClaims} where ${q(userClaims.userId)} = ${who.id})`,
      order: [slpClaimComments.id],
    }),
    pagedSource({
      key: 'claimCommentsByYou',
      finds: ['slp_claim_comments.from_user_id'],
      table: slpClaimComments,
      fields: {
        ...columnsOf(slpClaimComments, ['fromUserId']),
        about: sql<
          string | null
        >`(select ${q(users.fullName)} from ${users} join ${userClaims} on ${q(userClaims.userId)} = ${q(users.id)} where ${q(userClaims.id)} = ${q(slpClaimComments.claimId)})`,
      },
      where: (who) =>
        and(
          eq(slpClaimComments.fromUserId, who.id),
          sql`${q(slpClaimComments.claimId)} not in (select ${q(userClaims.id)} from ${userClaims} where ${q(userClaims.userId)} = ${who.id})`,
        ),
      order: [slpClaimComments.id],
    }),
  ],
};

const ai: ExportArea = {
  id: 'ai',
  file: 'ai.json',
  sources: [
    pagedSource({
      key: 'requests',
      finds: ['ai_request_logs.user_id'],
      table: aiRequestLogs,
      fields: columnsOf(aiRequestLogs, ['userId']),
      where: mine(aiRequestLogs.userId),
      order: [aiRequestLogs.id],
    }),
  ],
};

const chat: ExportArea = {
  id: 'chat',
  file: 'chat.json',
  sources: [
    pagedSource({
      key: 'messages',
      finds: ['chatbot_messages.user_id'],
      table: chatbotMessages,
      fields: columnsOf(chatbotMessages, ['userId']),
      where: mine(chatbotMessages.userId),
      order: [chatbotMessages.id],
    }),
    pagedSource({
      key: 'prompts',
      finds: ['chatbot_prompts.user_id'],
      table: chatbotPrompts,
      fields: columnsOf(chatbotPrompts, ['userId']),
      where: mine(chatbotPrompts.userId),
      order: [chatbotPrompts.id],
    }),
  ],
};

const jobex: ExportArea = {
  id: 'jobex',
  file: 'jobex.json',
  sources: [
    pagedSource({
      key: 'careerPlan',
      finds: ['jobex_career_plans.user_id'],
      table: jobexCareerPlans,
      fields: columnsOf(jobexCareerPlans, ['userId']),
      where: mine(jobexCareerPlans.userId),
      order: [jobexCareerPlans.userId],
    }),
    pagedSource({
      key: 'sections',
      finds: ['jobex_sections.user_id'],
      table: jobexSections,
      fields: columnsOf(jobexSections, ['userId']),
      where: mine(jobexSections.userId),
      order: [jobexSections.id],
    }),
    pagedSource({
      key: 'credentials',
      finds: ['jobex_credentials.user_id'],
      table: jobexCredentials,
      fields: columnsOf(jobexCredentials, ['userId']),
      where: mine(jobexCredentials.userId),
      order: [jobexCredentials.id],
    }),
    pagedSource({
      key: 'cv',
      finds: ['jobex_profile_docs.user_id'],
      table: jobexProfileDocs,
      fields: columnsOf(jobexProfileDocs, ['userId']),
      where: mine(jobexProfileDocs.userId),
      order: [jobexProfileDocs.userId],
    }),
    pagedSource({
      key: 'trackedJobs',
      finds: ['jobex_user_employer_jobs.user_id'],
      table: jobexUserEmployerJobs,
      fields: {
        ...columnsOf(jobexUserEmployerJobs, ['userId']),
        title: sql<
          string | null
        >`(select ${q(jobexEmployerJobs.title)} from ${jobexEmployerJobs} where ${q(jobexEmployerJobs.id)} = ${q(jobexUserEmployerJobs.jobId)})`,
        employer: sql<
          string | null
        >`(select ${q(jobexEmployerJobs.employerName)} from ${jobexEmployerJobs} where ${q(jobexEmployerJobs.id)} = ${q(jobexUserEmployerJobs.jobId)})`,
      },
      where: mine(jobexUserEmployerJobs.userId),
      order: [jobexUserEmployerJobs.jobId],
    }),
  ],
};

/** The pictures' rows; the archive adds each one's bytes under files/ (export-archive.ts). */
export const pictureSource = pagedSource({
  key: 'files',
  finds: ['files.owner_id'],
  table: files,
  fields: columnsOf(files, ['ownerId', 'uploaderKey', 'deletedAt']),
  where: (who) => and(eq(files.ownerId, who.id), isNull(files.deletedAt)),
  order: [files.id],
});

const pictures: ExportArea = { id: 'pictures', file: 'pictures.json', sources: [pictureSource] };

const feedbackArea: ExportArea = {
  id: 'feedback',
  file: 'feedback.json',
  sources: [
    pagedSource({
      key: 'feedback',
      finds: ['feedback.user_id'],
      table: feedback,
      fields: columnsOf(feedback, ['userId']),
      where: mine(feedback.userId),
      order: [feedback.id],
    }),
    pagedSource({
      key: 'programmeIssueReports',
      finds: ['program_issue_reports.user_id'],
      table: programIssueReports,
      fields: {
        ...columnsOf(programIssueReports, ['userId']),
        programme: programName(programIssueReports.programId),
      },
      where: mine(programIssueReports.userId),
      order: [programIssueReports.id],
    }),
  ],
};

const signIns: ExportArea = {
  id: 'signIns',
  file: 'sign-ins.json',
  sources: [
    pagedSource({
      key: 'sessions',
      finds: ['auth_sessions.user_id'],
      table: authSessions,
      fields: {
        createdAt: authSessions.createdAt,
        lastSeenAt: authSessions.lastSeenAt,
        expiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
        method: authSessions.method,
        throughOneTimeLink: sql<boolean>`${q(authSessions.oneTimeTokenId)} is not null`,
      },
      where: mine(authSessions.userId),
      // A session's only key is its token's hash: ordered by it, never shown.
      order: [authSessions.tokenHash],
    }),
    pagedSource({
      key: 'oneTimeLinks',
      finds: ['one_time_access_tokens.user_id'],
      table: oneTimeAccessTokens,
      fields: columnsOf(oneTimeAccessTokens, ['id', 'userId', 'createdBy']),
      where: mine(oneTimeAccessTokens.userId),
      order: [oneTimeAccessTokens.id],
    }),
    pagedSource({
      key: 'passwordResets',
      finds: ['password_reset_tokens.user_id'],
      table: passwordResetTokens,
      fields: columnsOf(passwordResetTokens, ['userId']),
      where: mine(passwordResetTokens.userId),
      order: [passwordResetTokens.tokenHash],
    }),
    pagedSource({
      key: 'smsCodes',
      finds: ['sms_codes.phone'],
      table: smsCodes,
      fields: columnsOf(smsCodes, ['id']),
      where: (who) => eq(smsCodes.phone, who.phone),
      order: [smsCodes.id],
    }),
  ],
};

const pageVisits: ExportArea = {
  id: 'pageVisits',
  file: 'page-visits.json',
  sources: [
    pagedSource({
      key: 'visits',
      finds: ['page_access_records.user_id'],
      table: pageAccessRecords,
      fields: columnsOf(pageAccessRecords, ['userId']),
      where: mine(pageAccessRecords.userId),
      order: [pageAccessRecords.id],
    }),
  ],
};

const messages: ExportArea = {
  id: 'messages',
  file: 'messages.json',
  sources: [
    // Addressed to the person's phone, e-mail or their own WhatsApp group (users.wa_group_id).
    pagedSource({
      key: 'messages',
      finds: ['outbox_messages.recipient'],
      table: outboxMessages,
      fields: {
        ...columnsOf(outboxMessages, ['meta', 'lastError', 'nextAttemptAt']),
        kind: sql<string | null>`${q(outboxMessages.meta)} ->> 'kind'`,
      },
      where: (who) =>
        or(
          eq(outboxMessages.recipient, who.phone),
          who.email ? eq(outboxMessages.recipient, who.email) : undefined,
          who.waGroupId ? eq(outboxMessages.recipient, who.waGroupId) : undefined,
        ),
      order: [outboxMessages.id],
    }),
    // Whether the person's number replied STOP (or wrote to us) on WhatsApp or SMS.
    pagedSource({
      key: 'messageReplies',
      finds: ['outbox_contacts.recipient'],
      table: outboxContacts,
      fields: columnsOf(outboxContacts),
      where: (who) => eq(outboxContacts.recipient, who.phone),
      order: [outboxContacts.channel],
    }),
  ],
};

const whoLooked: ExportArea = {
  id: 'whoLooked',
  file: 'who-looked.json',
  sources: [
    pagedSource({
      key: 'staffAccess',
      finds: ['staff_access_log.student_id'],
      table: staffAccessLog,
      fields: {
        ...columnsOf(staffAccessLog, ['id', 'studentId', 'staffId']),
        staff: nameOf(staffAccessLog.staffId),
      },
      where: mine(staffAccessLog.studentId),
      order: [staffAccessLog.id],
    }),
  ],
};

export const EXPORT_AREAS: readonly ExportArea[] = [
  profile,
  grades,
  choices,
  interests,
  eventsArea,
  nominations,
  forms,
  bookingsArea,
  consents,
  slp,
  ai,
  chat,
  jobex,
  pictures,
  feedbackArea,
  signIns,
  pageVisits,
  messages,
  whoLooked,
];

/**
 * Columns naming a person that the export does not follow, and why (docs/privacy.md "What is left out").
 * Mostly staff recorded as the author of a change to someone else's record: that record is in the other
 * person's download, and the staff member's work is the school's record, not their personal data.
 */
export const EXPORT_EXCLUSIONS: Readonly<Record<string, string>> = {
  'school_roster_imports.imported_by':
    'the staff member who imported a school’s class list (the school’s record of its imports: counts only)',
  'users.client_approved_by': 'the admin who approved a client account (the approval time is in the profile)',
  'users.deletion_requested_by':
    'who asked for an account’s deletion (the person or an admin; the time is in the profile)',
  'user_subject_grades.updated_by': 'the staff member who last changed a student’s grade',
  'user_slps.updated_by': 'the staff member who last saved a student’s SLP draft',
  'user_slp_versions.saved_by': 'the staff member who saved a version of a student’s SLP',
  'consultation_records.created_by': 'the teacher who set a student’s consultation',
  'tags.created_by': 'a school’s shared tag list',
  'user_tags.added_by': 'the teacher who tagged a student (the tag is in the student’s download)',
  'parent_view_links.created_by': 'the person who made a parent-view link for a student',
  'jupas_condition_sets.created_by': 'an admin’s saved search of students',
  'reserved_dates.created_by': 'the staff member who closed a date for booking',
  'event_responses.nominated_by': 'the nominating teacher (in their download through their nominations)',
  'one_time_access_tokens.created_by': 'the admin who made a sign-in link for someone else',
  'jobex_employer_jobs.created_by': 'a job posted for a client organisation',
  'client_invitations.created_by': 'an admin’s invitation link for a client organisation',
  'client_invitations.used_by': 'which invitation approved a client (the approval time is in the profile)',
  'staff_access_log.staff_id': 'a staff member’s reads of students’ data (each student’s “who looked”)',
  'safeguarding_alerts.student_id': 'safeguarding alerts are not given to the student (docs/privacy.md)',
  'school_settings.data_request_contact_phone': 'the school’s published contact for data requests',
};
