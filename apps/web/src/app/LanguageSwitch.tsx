import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/preferences';

/** One tap flips between 繁 and EN; the button shows the language it switches to. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { lang, setLang } = useLanguage();
  const other = lang === 'zh-HK' ? 'en' : 'zh-HK';
  return (
    <Button
      variant="subtle"
      color="white"
      size="compact-md"
      px={8}
      onClick={() => setLang(other)}
      aria-label={t('header.switchLanguage')}
      data-testid="lang-switch"
    >
      {t('header.otherLanguage')}
    </Button>
  );
}
