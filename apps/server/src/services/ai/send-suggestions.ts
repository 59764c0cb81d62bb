import type { DbOrTx } from '@waypoint/db';
import { type Lang, type SuggestedItem, suggestionMessageLines } from '@waypoint/domain';
import type { UserRow } from '../../auth/sessions.ts';
import { toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';

/**
 * Spec 2 §7 / spec 3 §4: the suggestions also go to the student's WhatsApp group (their own phone when they
 * have none), through the outbox, in one language throughout: the student's chosen one, else the one they
 * asked in.
 */
export async function enqueueSuggestionsMessage(
  db: DbOrTx,
  {
    student,
    kind,
    requestId,
    items,
    askedIn,
  }: {
    student: UserRow;
    kind: 'disciplines' | 'professions';
    requestId: number;
    items: SuggestedItem[];
    askedIn: Lang;
  },
): Promise<number> {
  const lang = toLang(student.preferredLang) ?? askedIn;
  const lines = suggestionMessageLines(items, lang);
  return enqueueMessage(db, {
    channel: 'whatsapp',
    recipient: student.waGroupId ?? student.phone,
    body: `${translate(lang, `messages.aiSuggestions.${kind}`, { student: student.preferredName || student.fullName })}\n${lines.join('\n')}`,
    meta: {
      kind: 'aiSuggestions',
      recipientType: student.waGroupId ? 'group' : 'phone',
      studentId: student.id,
      aiRequestId: requestId,
    },
  });
}
