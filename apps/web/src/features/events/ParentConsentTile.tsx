import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NS } from './locales';

/** The signature page for a consent target, naming the session it confirms. */
export function parentConsentHref(target: string, sessionId?: string): string {
  return `/parent-consent/${encodeURIComponent(target)}${sessionId ? `?sessionId=${sessionId}` : ''}`;
}

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
  const href = parentConsentHref(target, sessionId);
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
