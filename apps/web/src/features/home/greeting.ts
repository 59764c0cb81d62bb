import type { Lang } from '@/shared/i18n';

export interface GreetedPerson {
  fullName: string;
  preferredName: string | null;
  chineseName: string | null;
}

/**
 * The name the home greets with, in the reader's language (issue 28 item 3): a Chinese reader is greeted by
 * the Chinese name when there is one, anyone else by the name they go by, else the full name.
 */
export function greetingName(person: GreetedPerson, lang: Lang): string {
  const chinese = person.chineseName?.trim();
  if (lang === 'zh-HK' && chinese) return chinese;
  return person.preferredName?.trim() || person.fullName;
}
