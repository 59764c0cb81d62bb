import type { Db } from '@waypoint/db';
import type { UserRow } from '../../auth/sessions.ts';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { takeSlpWhatsAppSend } from './slp-whatsapp-limit.ts';

/**
 * Spec sendSLPWhatsAppRecord: the draft of the chosen tab goes to the student's WhatsApp group (their own
 * phone when they have none) through the outbox. The server picks the recipient from the student's row:
 * a phone or group id from the browser is never trusted. At most SLP_WHATSAPP_LIMIT sends per student in
 * its window (429 past it), so no loop or prank floods a student's phone or class group.
 */
export async function sendSlpToWhatsApp(
  db: Db,
  {
    student,
    selectedSLPType,
    text,
    secret,
    now,
  }: { student: UserRow; selectedSLPType: 'original' | 'gpt'; text: string; secret: string; now: Date },
): Promise<{ outboxMessageId: number; sentTo: 'group' | 'phone' }> {
  await takeSlpWhatsAppSend(db, { studentId: student.id, secret, now });
  const lang = toLang(student.preferredLang) ?? DEFAULT_LANG;
  const sentTo = student.waGroupId ? 'group' : 'phone';
  const outboxMessageId = await enqueueMessage(db, {
    channel: 'whatsapp',
    recipient: student.waGroupId ?? student.phone,
    body: `${translate(lang, `messages.slpDraft.${selectedSLPType}`, { student: student.preferredName || student.fullName })}\n\n${text}`,
    meta: { kind: 'slpDraft', recipientType: sentTo, studentId: student.id, selectedSLPType },
  });
  return { outboxMessageId, sentTo };
}
