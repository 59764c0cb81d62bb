import { randomBytes } from 'node:crypto';
import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { consentError, formatHkDateTime, normalisePhone } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import type { Lang } from '../../i18n/translate.ts';
import { fail } from '../errors.ts';
import { confirmEventAfterConsent } from './confirm-event.ts';
import { nextChainLink } from './consent-chain.ts';
import type { ConsentRecordView } from './consent-view.ts';
import { consentView } from './consent-view.ts';

const { userConsentRecords, userConsentAudit, users, events } = schema;

export interface ConsentSubmission {
  target: string;
  videoId: string | null;
  videoLink: string | null;
  response: string | null;
  signatureDataUrl: string;
  /** Anonymous signer only: the child's name and phone. */
  fullName: string | null;
  phone: string | null;
}

export interface ConsentSigner {
  /** The signed-in person, or null for an anonymous parent. */
  actor: typeof users.$inferSelect | null;
  /** The child, from a signing link; for a signed-in person without a link, themselves. */
  subjectUserId: string | null;
  sessionId: string | null;
  isSelfConsent: boolean;
  link: string;
  ip: string;
  userAgent: string | null;
}

async function sessionInfo(db: DbOrTx, sessionId: string | null, lang: Lang): Promise<string | null> {
  if (!sessionId) return null;
  const [event] = await db
    .select({ name: events.name, nameChi: events.nameChi, startTime: events.startTime })
    .from(events)
    .where(eq(events.id, sessionId));
  if (!event) fail('NOT_FOUND', 'consent.errors.eventNotFound');
  const name = lang === 'zh-HK' && event.nameChi ? event.nameChi : event.name;
  return `${name} (${formatHkDateTime(event.startTime, lang)})`;
}

/**
 * Spec insertUserConsent. The record, its digest and its audit line commit together, and a consent for an
 * event that needs parent consent then confirms the child's application (spec 1 §4.1). Records are never
 * updated: a second signature is a second record, and the latest is the one shown. Its digest is keyed and
 * chained to the previous record's (decision 008).
 */
export async function insertUserConsent(
  db: Db,
  {
    submission,
    signer,
    now,
    lang,
    consentKey,
  }: { submission: ConsentSubmission; signer: ConsentSigner; now: Date; lang: Lang; consentKey: string },
): Promise<ConsentRecordView & { eventResponse: string | null }> {
  // A signing link names the child, so only a signer with neither account nor link types the child's details.
  const anonymous = signer.actor === null && signer.subjectUserId === null;
  const problem = consentError({
    signatureDataUrl: submission.signatureDataUrl,
    anonymous,
    fullName: submission.fullName,
    phone: submission.phone,
  });
  if (problem) fail('BAD_REQUEST', `consent.errors.${problem}`);

  return db.transaction(async (tx) => {
    const [subject] = signer.subjectUserId
      ? await tx.select().from(users).where(eq(users.id, signer.subjectUserId))
      : [];
    if (signer.subjectUserId && !subject) fail('NOT_FOUND', 'consent.errors.linkInvalid');
    const info = await sessionInfo(tx, signer.sessionId, lang);
    const record = {
      id: `ucr_${randomBytes(12).toString('base64url')}`,
      userId: subject?.id ?? null,
      schoolId: subject?.schoolId ?? signer.actor?.schoolId ?? null,
      // The anonymous parent types the child's name and phone; otherwise they come from the account.
      fullName: anonymous ? submission.fullName!.trim() : (subject ?? signer.actor)!.fullName,
      phone: anonymous ? normalisePhone(submission.phone!) : (subject ?? signer.actor)!.phone,
      target: submission.target,
      videoId: submission.videoId,
      roles: signer.actor?.roles ?? 'anonymous',
      response: submission.response,
      sessionId: signer.sessionId,
      sessionInfo: info,
      isSelfConsent: signer.isSelfConsent,
      signatureDataUrl: submission.signatureDataUrl,
      createdAt: now,
    };
    const { chainSeq, prevDigest, digest } = await nextChainLink(tx, consentKey, record);
    const [row] = await tx
      .insert(userConsentRecords)
      .values({
        publicId: record.id,
        userId: record.userId,
        schoolId: record.schoolId,
        fullName: record.fullName,
        phone: record.phone,
        target: record.target,
        videoId: record.videoId,
        videoLink: submission.videoLink,
        roles: record.roles,
        response: record.response,
        waGroupId: subject?.waGroupId ?? null,
        signatureDataUrl: record.signatureDataUrl,
        digest,
        chainSeq,
        prevDigest,
        sessionId: record.sessionId,
        sessionInfo: record.sessionInfo,
        isSelfConsent: record.isSelfConsent,
        createdAt: now,
      })
      .returning();
    await tx.insert(userConsentAudit).values({
      consentRecordId: row!.id,
      action: 'signed',
      actorUserId: signer.actor?.id ?? null,
      link: signer.link,
      ip: signer.ip,
      userAgent: signer.userAgent?.slice(0, 500) ?? null,
      at: now,
    });
    const eventResponse =
      subject && signer.sessionId
        ? await confirmEventAfterConsent(tx, {
            eventId: signer.sessionId,
            userId: subject.id,
            consentRecordId: row!.id,
            actorId: signer.actor?.id ?? null,
            now,
          })
        : null;
    return { ...consentView(row!), eventResponse };
  });
}
