import type { DbOrTx } from '@waypoint/db';
import type { UserRow } from '../../auth/sessions.ts';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';

/**
 * Spec 2 §7 / spec 3 §4: the suggestions also go to the student's WhatsApp group (their own phone when they
 * have none), through the outbox, in the student's language.
 */
export async function enqueueSuggestionsMessage(
  db: DbOrTx,
  {
    student,
    kind,
    requestId,
    items,
  }: {
    student: UserRow;
    kind: 'disciplines' | 'professions';
    requestId: number;
    items: { name: string; nameChi: string; explanation: string }[];
  },
): Promise<number> {
  const lang = toLang(student.preferredLang) ?? DEFAULT_LANG;
  const lines = items.map(
    (item, i) => `${i + 1}. ${lang === 'en' ? item.name : item.nameChi} – ${item.explanation}`,
  );
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
