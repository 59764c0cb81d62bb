import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type User, useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import type { AuthIntent } from './auth-links';
import { NS } from './locales';
import { RegisterPanel } from './RegisterPanel';

/**
 * `/register?invite=…` (decision 027): a school's class-list invitation. The page shows who the school
 * listed and registers that person, or signs in the account the phone already has. A spent, expired or
 * unknown link says which, and nothing is recorded until the person registers.
 */
export function RosterInvitePanel({
  intent,
  token,
  onSignedIn,
}: {
  intent: AuthIntent;
  token: string;
  onSignedIn: (user: User) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const invite = useQuery({ ...trpc.roster.readInvite.queryOptions({ token }), retry: false });
  const signIn = useMutation(trpc.roster.signInWithInvite.mutationOptions());

  if (invite.isPending) {
    return (
      <Center p="lg">
        <Loader aria-label={t('loading', { ns: 'common' })} />
      </Center>
    );
  }
  if (invite.error) {
    return (
      <Stack gap="sm" data-testid="roster-invite-unusable">
        <ErrorAlert error={invite.error} />
        <Anchor component={Link} to="/login" size="sm">
          {t('invite.toLogin')}
        </Anchor>
      </Stack>
    );
  }
  const prefill = invite.data;
  const school = localName({ name: prefill.schoolName, nameChi: prefill.schoolNameChi }, lang);
  if (prefill.hasAccount) {
    return (
      <Stack gap="md" data-testid="roster-invite-has-account">
        <Text>{t('invite.hasAccount', { school })}</Text>
        <ErrorAlert error={signIn.error} />
        <Button
          size="md"
          loading={signIn.isPending}
          onClick={() => signIn.mutate({ token }, { onSuccess: (result) => onSignedIn(result.user) })}
        >
          {t('invite.signIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="roster-invite-register">
      <Alert color="teal" variant="light" title={t('invite.title', { school })}>
        {t('invite.intro')}
      </Alert>
      <RegisterPanel intent={intent} invite={{ token, prefill }} onSignedIn={onSignedIn} />
    </Stack>
  );
}
