import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/shared/ui/PageTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Text>{t('notFound.body')}</Text>
      <Button component={Link} to="/home">
        {t('actions.backHome')}
      </Button>
    </Stack>
  );
}
