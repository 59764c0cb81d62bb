import { List, Stack, Text } from '@mantine/core';
import { DELETION_GRACE_DAYS } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';

const GOES = ['profile', 'planning', 'writing', 'ai', 'records'] as const;
const STAYS = ['counts', 'consents', 'school'] as const;

/** What deletion removes, what it keeps without a name, and the grace period (decision 019). */
export function DeletionExplained() {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('deletion.intro', { days: DELETION_GRACE_DAYS })}</Text>
      <Text size="sm" fw={600}>
        {t('deletion.goesTitle')}
      </Text>
      <List size="sm" spacing={2}>
        {GOES.map((key) => (
          <List.Item key={key}>{t(`deletion.goes.${key}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" fw={600}>
        {t('deletion.staysTitle')}
      </Text>
      <List size="sm" spacing={2}>
        {STAYS.map((key) => (
          <List.Item key={key}>{t(`deletion.stays.${key}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
