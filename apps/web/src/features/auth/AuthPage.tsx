import { Anchor, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { loginPathFor, safeRedirectPath } from '@waypoint/domain';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { User } from '@/shared/api';
import { useApplyLinkedEvent } from '@/shared/links/use-apply-linked-event';
import { useCompleteSignIn, useSession } from '@/shared/session';
import { PageTitle } from '@/shared/ui/PageTitle';
import { type AuthLinkKind, authIntent } from './auth-links';
import { LinkedEventSummary } from './LinkedEventSummary';
import { LoginPanel } from './LoginPanel';
import { NS } from './locales';
import { ForgotPasswordPanel, RegisterPanel, ResetPasswordPanel, RosterInvitePanel } from './panels';

/** Every sign-in and registration route of spec 1 §2.1 opens this page; the link decides what it shows. */
export default function AuthPage({ kind }: { kind: AuthLinkKind }) {
  const { t } = useTranslation(NS);
  const params = useParams();
  const [query] = useSearchParams();
  const intent = authIntent(kind, params, query);
  const { user } = useSession();
  const completeSignIn = useCompleteSignIn();
  const onSignedIn = useCallback(
    (signedIn: User) => completeSignIn(signedIn, intent.redirectPath),
    [completeSignIn, intent.redirectPath],
  );
  const onRegistered = useApplyLinkedEvent(intent.eventId ?? undefined, onSignedIn);

  // Someone already signed in goes straight on; a sign-in link (token) still switches to its account.
  const passwordScreen = intent.screen === 'forgot-password' || intent.screen === 'reset-password';
  if (user && !intent.token && !passwordScreen) {
    return <Navigate to={safeRedirectPath(intent.redirectPath)} replace />;
  }

  return (
    <Center>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={480} radius="lg">
        <Stack gap="lg">
          <Stack gap={4}>
            <PageTitle>{t(`titles.${intent.screen}`)}</PageTitle>
            <Text size="sm" c="dimmed">
              {t(`intros.${intent.screen}`)}
            </Text>
          </Stack>
          {intent.eventId && (intent.screen === 'login' || intent.screen === 'register') && (
            <LinkedEventSummary eventId={intent.eventId} />
          )}
          {intent.screen === 'login' && <LoginPanel intent={intent} onSignedIn={onSignedIn} />}
          <Suspense
            fallback={
              <Center p="lg">
                <Loader aria-label={t('loading', { ns: 'common' })} />
              </Center>
            }
          >
            {intent.screen === 'register' && intent.rosterInvite && (
              <RosterInvitePanel intent={intent} token={intent.rosterInvite} onSignedIn={onRegistered} />
            )}
            {intent.screen === 'register' && !intent.rosterInvite && (
              <RegisterPanel intent={intent} onSignedIn={onRegistered} />
            )}
            {intent.screen === 'forgot-password' && <ForgotPasswordPanel />}
            {intent.screen === 'reset-password' && <ResetPasswordPanel token={intent.token} />}
          </Suspense>
          {intent.screen !== 'login' && (
            <Anchor
              component={Link}
              to={loginPathFor(intent.redirectPath ?? '/home', intent)}
              size="sm"
              data-testid="auth-to-login"
            >
              {t('toLogin')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
