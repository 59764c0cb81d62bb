import type { Lang } from '../lang.ts';

export interface SuggestedItem {
  name: string;
  nameChi: string;
  /** In Traditional Chinese, as every provider gives it. */
  explanation: string;
  /** Only where the provider wrote one (the offline guide does; a model asked for Chinese does not). */
  explanationEn: string | null;
}

/**
 * The WhatsApp lines of AI suggestions, all in the reader's language: the name in that language and the
 * explanation only when it exists in that language, so an English reader never gets a Chinese body.
 */
export function suggestionMessageLines(items: readonly SuggestedItem[], lang: Lang): string[] {
  return items.map((item, i) => {
    const name = lang === 'en' ? item.name : item.nameChi || item.name;
    const why = lang === 'en' ? item.explanationEn : item.explanation;
    return why ? `${i + 1}. ${name} – ${why}` : `${i + 1}. ${name}`;
  });
}
