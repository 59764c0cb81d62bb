import type { Lang } from '@/shared/i18n/lang';

interface Named {
  fullName: string;
  chineseName?: string | null | undefined;
}

/**
 * Whose consent the page is: the child a signing link names, else the signed-in student whose page it is;
 * null for a signer with neither, who types the child's name below the statement.
 */
export function consentChildName(
  linkChildName: string | null | undefined,
  user: Named | null,
  lang: Lang,
): string | null {
  if (linkChildName) return linkChildName;
  if (!user) return null;
  const chinese = user.chineseName?.trim();
  return lang === 'zh-HK' && chinese ? chinese : user.fullName;
}
