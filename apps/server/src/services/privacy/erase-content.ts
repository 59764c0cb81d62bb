import { type DbOrTx, schema } from '@waypoint/db';
import { fileIdFromUrl } from '@waypoint/domain';
import { and, eq, exists, notExists, or, sql } from 'drizzle-orm';

const s = schema;

export interface ErasedPerson {
  id: string;
  phone: string;
  email: string | null;
  profilePic: string | null;
}

/**
 * Deletes what the person made or what is about them alone (decision 019, "Deleted"): SLP, jobEX, chat, AI
 * logs, grades and choices, comments and tags about them, interests, feedback, page records, parent-view
 * links, consultations, task answers, and their sign-in records. Returns the ids of the uploads the deleted
 * rows pointed at, for erase-files to remove with the person's own.
 */
export async function deleteOwnedContent(tx: DbOrTx, person: ErasedPerson): Promise<{ fileIds: string[] }> {
  const { id } = person;
  const fileIds: string[] = [];

  // Sign-in: sessions, links, reset links, codes sent to the phone. Attempt windows (sign_in_limits) are
  // left to their own sweep: each holds a keyed hash of the address with the phone, never the phone, no one
  // can find a person's without the address, and none outlives its ten minutes by more than one.
  await tx.delete(s.authSessions).where(eq(s.authSessions.userId, id));
  await tx.delete(s.oneTimeAccessTokens).where(eq(s.oneTimeAccessTokens.userId, id));
  await tx.delete(s.passwordResetTokens).where(eq(s.passwordResetTokens.userId, id));
  await tx.delete(s.smsCodes).where(eq(s.smsCodes.phone, person.phone));

  // SLP (the claims' comments go with the claims) and jobEX.
  await tx.delete(s.userClaims).where(eq(s.userClaims.userId, id));
  await tx.delete(s.userSlps).where(eq(s.userSlps.userId, id));
  await tx.delete(s.userSlpVersions).where(eq(s.userSlpVersions.userId, id));
  await tx.delete(s.jobexCareerPlans).where(eq(s.jobexCareerPlans.userId, id));
  await tx.delete(s.jobexCredentials).where(eq(s.jobexCredentials.userId, id));
  await tx.delete(s.jobexSections).where(eq(s.jobexSections.userId, id));
  await tx.delete(s.jobexProfileDocs).where(eq(s.jobexProfileDocs.userId, id));
  await tx.delete(s.jobexUserEmployerJobs).where(eq(s.jobexUserEmployerJobs.userId, id));

  // Chat with the AI, and AI request logs. A log a safeguarding alert points at keeps its row (the alert
  // cascades from it) without the words, as retention does.
  await tx.delete(s.chatbotMessages).where(eq(s.chatbotMessages.userId, id));
  await tx.delete(s.chatbotPrompts).where(eq(s.chatbotPrompts.userId, id));
  const alerted = tx
    .select({ one: sql`1` })
    .from(s.safeguardingAlerts)
    .where(eq(s.safeguardingAlerts.requestId, s.aiRequestLogs.id));
  await tx
    .update(s.aiRequestLogs)
    .set({ prompt: '', userElaboration: null, tagText: null, overrideBotName: null, devicePlatforms: null })
    .where(and(eq(s.aiRequestLogs.userId, id), exists(alerted)));
  await tx.delete(s.aiRequestLogs).where(and(eq(s.aiRequestLogs.userId, id), notExists(alerted)));

  // Admission planning: grades, choices, comments, tags and consultations about them, parent-view links.
  await tx.delete(s.userSubjectGrades).where(eq(s.userSubjectGrades.userId, id));
  await tx.delete(s.userPrograms).where(eq(s.userPrograms.userId, id));
  await tx.delete(s.userDisciplines).where(eq(s.userDisciplines.userId, id));
  await tx.delete(s.userElectives).where(eq(s.userElectives.userId, id));
  await tx.delete(s.userComments).where(eq(s.userComments.userId, id));
  await tx.delete(s.userTags).where(eq(s.userTags.userId, id));
  await tx.delete(s.consultationRecords).where(eq(s.consultationRecords.targetUserId, id));
  await tx.delete(s.parentViewLinks).where(eq(s.parentViewLinks.userId, id));

  // The home (issue 28): what they have seen, and their weekly digest with its stop link.
  await tx.delete(s.seenItems).where(eq(s.seenItems.userId, id));
  await tx.delete(s.nextStepDigests).where(eq(s.nextStepDigests.userId, id));

  // The school's class list (issue 27, decision 026): an erased person is listed by no school, by account
  // or by phone. The imports' records keep their counts; the importer's id goes.
  await tx
    .delete(s.schoolRoster)
    .where(or(eq(s.schoolRoster.userId, id), eq(s.schoolRoster.phone, person.phone)));
  await tx
    .update(s.schoolRosterImports)
    .set({ importedBy: null })
    .where(eq(s.schoolRosterImports.importedBy, id));

  // Professions: reactions, likes, browsing, survey answers, interests, what they searched for (free text,
  // which may name them). Advertisement clicks hold no text: they stay counted without the person.
  await tx.delete(s.userProfessions).where(eq(s.userProfessions.userId, id));
  await tx.delete(s.userLikedItems).where(eq(s.userLikedItems.userId, id));
  await tx.delete(s.userBrowsedItems).where(eq(s.userBrowsedItems.userId, id));
  await tx.delete(s.professionResponses).where(eq(s.professionResponses.userId, id));
  await tx.delete(s.userInterestProfiles).where(eq(s.userInterestProfiles.userId, id));
  await tx.delete(s.professionSearchKeywords).where(eq(s.professionSearchKeywords.userId, id));
  await tx.update(s.advertisementClicks).set({ userId: null }).where(eq(s.advertisementClicks.userId, id));

  // Feedback they sent (signed in, or signed out with their e-mail) and programme issue reports, with photos.
  const feedbackOf = person.email
    ? or(eq(s.feedback.userId, id), sql`lower(${s.feedback.email}) = lower(${person.email})`)
    : eq(s.feedback.userId, id);
  const feedback = await tx
    .delete(s.feedback)
    .where(feedbackOf)
    .returning({ photoLink: s.feedback.photoLink });
  for (const f of feedback) {
    const fileId = f.photoLink ? fileIdFromUrl(f.photoLink) : null;
    if (fileId) fileIds.push(fileId);
  }
  const reports = await tx
    .delete(s.programIssueReports)
    .where(eq(s.programIssueReports.userId, id))
    .returning({ fileId: s.programIssueReports.screenshotFileId });
  for (const r of reports) if (r.fileId) fileIds.push(r.fileId);
  const picture = person.profilePic ? fileIdFromUrl(person.profilePic) : null;
  if (picture) fileIds.push(picture);

  // What they opened and the answers they gave to event tasks (read by no count or statistic).
  await tx.delete(s.pageAccessRecords).where(eq(s.pageAccessRecords.userId, id));
  await tx.delete(s.formResponses).where(eq(s.formResponses.userId, id));
  // Votes on them in a session go; their own votes on others stay for the others' counts, without a reason.
  await tx.delete(s.userUsers).where(eq(s.userUsers.targetUserId, id));
  await tx.update(s.userUsers).set({ reason: null }).where(eq(s.userUsers.userId, id));
  // No longer staff: safeguarding alerts and staff lists must not reach an erased account.
  await tx.delete(s.safeguardingContacts).where(eq(s.safeguardingContacts.userId, id));

  return { fileIds };
}
