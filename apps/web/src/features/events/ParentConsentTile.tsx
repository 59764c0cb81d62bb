import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NS } from './locales';

/** Bluebird Seed and other consent sessions: 'Parent Consent Required!' until a parent signs (BK's page). */
export function ParentConsentTile({
  target,
  obtained,
  sessionId,
}: {
  target: string;
  obtained: boolean;
  sessionId?: string;
}) {
  const { t } = useTranslation(NS);
  const href = `/parent-consent/${encodeURIComponent(target)}${sessionId ? `?sessionId=${sessionId}` : ''}`;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={obtained ? 'green.0' : 'red.0'}
      data-testid="parent-consent-tile"
    >
      <Text fw={600} c={obtained ? 'green.8' : 'red.8'}>
        {obtained ? t('parentConsentObtained') : t('parentConsentRequired')}
      </Text>
      {!obtained ? (
        <Anchor component={Link} to={href} size="sm">
          {t('signConsent')}
        </Anchor>
      ) : null}
    </Paper>
  );
}
