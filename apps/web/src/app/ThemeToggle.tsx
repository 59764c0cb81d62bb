import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDarkTheme } from '@/shared/preferences';
import { MoonIcon, SunIcon } from '@/shared/ui/icons';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { dark, setDark } = useDarkTheme();
  return (
    <ActionIcon
      variant="subtle"
      color="white"
      size="lg"
      onClick={() => setDark(!dark)}
      aria-label={dark ? t('header.lightTheme') : t('header.darkTheme')}
      aria-pressed={dark}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
