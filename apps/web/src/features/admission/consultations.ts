import type { inferOutput } from '@trpc/tanstack-react-query';
import type { Api } from '@/shared/api';
import type { Lang } from '@/shared/i18n';

export type ConsultationRecord = inferOutput<Api['admission']['getJUPASConsultationRecords']>[number];

const when = (r: Pick<ConsultationRecord, 'date' | 'time'>): string => `${r.date} ${r.time ?? '99:99'}`;

/**
 * The Next Consultation is the earliest one from today on (Hong Kong date, decided by the server); every
 * other record is history, newest first.
 */
export function splitConsultations(records: readonly ConsultationRecord[]): {
  next: ConsultationRecord | null;
  previous: ConsultationRecord[];
} {
  const upcoming = records.filter((r) => r.isUpcoming).sort((a, b) => when(a).localeCompare(when(b)));
  const next = upcoming[0] ?? null;
  const previous = records.filter((r) => r !== next).sort((a, b) => when(b).localeCompare(when(a)));
  return { next, previous };
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date 'YYYY-MM-DD' (already a Hong Kong date) as '7 Nov 2026' or '2026年11月7日'. */
export function formatCalendarDate(date: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  if (lang === 'zh-HK') return `${year}年${Number(month)}月${Number(day)}日`;
  return `${Number(day)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
}
