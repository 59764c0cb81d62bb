import type { Lang } from '@/shared/i18n';

interface Named {
  fullName: string;
  preferredName: string | null;
  chineseName: string | null;
}

/** The name of the current language first; the others beneath it, so a teacher recognises either. */
export function personNames(person: Named, lang: Lang): { primary: string; secondary: string } {
  const chinese = person.chineseName?.trim() || null;
  const preferred = person.preferredName?.trim() || null;
  const primary = lang === 'zh-HK' && chinese ? chinese : person.fullName;
  const others = [primary === chinese ? person.fullName : chinese, preferred].filter(
    (name): name is string => Boolean(name) && name !== primary,
  );
  return { primary, secondary: others.join(' · ') };
}
