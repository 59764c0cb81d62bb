import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/shared/ui/PageTitle';

export type UpcomingFeature = 'uniProfessionDeck' | 'ab4Customization';

/** An honest page for a route whose feature is still being built: it names the feature, nothing more. */
export function NotAvailablePage({ feature }: { feature: UpcomingFeature }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t(`upcoming.${feature}`)}</PageTitle>
      <Paper withBorder p="lg">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{t('upcoming.title')}</Text>
          <Text>{t('upcoming.body')}</Text>
          <Button component={Link} to="/home" variant="light">
            {t('actions.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
