import { Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import { registerPathFor } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@/shared/api';
import type { AuthIntent } from './auth-links';
import { LinkSignIn } from './LinkSignIn';
import { NS } from './locales';
import { PasswordSignInForm } from './PasswordSignInForm';
import { PhoneSignIn } from './PhoneSignIn';

interface LoginPanelProps {
  intent: Pick<AuthIntent, 'redirectPath' | 'role' | 'userId' | 'phone' | 'token'> &
    Partial<Pick<AuthIntent, 'schoolId' | 'eventId'>>;
  onSignedIn: (user: User) => void;
  /** Called before a link leaves the panel (the modal closes itself then). */
  onLeave?: () => void;
}

/** The sign-in experience of spec 1 §2.2, for the page and for the modal alike. */
export function LoginPanel({ intent, onSignedIn, onLeave }: LoginPanelProps) {
  const { t } = useTranslation(NS);
  const phoneForm = (
    <PhoneSignIn
      userId={intent.userId}
      initialPhone={intent.phone}
      role={intent.role}
      redirectPath={intent.redirectPath}
      link={{ schoolId: intent.schoolId, eventId: intent.eventId }}
      onSignedIn={onSignedIn}
    />
  );

  return (
    <Stack gap="md" pos="relative">
      {intent.token && <LinkSignIn token={intent.token} onSignedIn={onSignedIn} />}
      {intent.userId ? (
        <>
          <Text size="sm">{t('login.byLinkIntro')}</Text>
          {phoneForm}
        </>
      ) : (
        <Tabs defaultValue="phone" keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="phone">{t('login.withPhone')}</Tabs.Tab>
            <Tabs.Tab value="password">{t('login.withPassword')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="phone">{phoneForm}</Tabs.Panel>
          <Tabs.Panel value="password">
            <PasswordSignInForm onSignedIn={onSignedIn} />
          </Tabs.Panel>
        </Tabs>
      )}
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/forgot-password" size="sm" onClick={onLeave}>
          {t('login.forgotPassword')}
        </Anchor>
        <Anchor
          component={Link}
          to={registerPathFor({
            role: intent.role,
            redirectPath: intent.redirectPath,
            schoolId: intent.schoolId,
            eventId: intent.eventId,
          })}
          size="sm"
          onClick={onLeave}
        >
          {t('login.toRegister')}
        </Anchor>
      </Group>
      <Anchor component={Link} to="/home" size="sm" onClick={onLeave}>
        {t('login.homeSite')}
      </Anchor>
    </Stack>
  );
}
