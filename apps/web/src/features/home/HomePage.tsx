import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session';
import { PageTitle } from '@/shared/ui/PageTitle';
import { AreaCards } from './AreaCards';
import { HomeBanner } from './HomeBanner';
import { NS } from './locales';

/** /home (alias /f5): the banner, a greeting and the areas for the person's role. */
export default function HomePage() {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  const name = user ? user.preferredName || user.fullName : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{name ? t('greeting', { name }) : t('tagline')}</Text>
      </Stack>
      <HomeBanner />
      <Title order={2} size="h4">
        {user ? t('areasForYou') : t('areasForVisitors')}
      </Title>
      <AreaCards appRole={user?.appRole ?? null} />
    </Stack>
  );
}
