import { Alert, Anchor, Stack, Tabs, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rankInFormRequired } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { RegistrationQrButton } from '@/shared/links/RegistrationQrModal';
import { useSession } from '@/shared/session';
import { PageTitle } from '@/shared/ui/PageTitle';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DigestSettingsCard } from './DigestSettingsCard';
import { NS } from './locales';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';
import { showsStudentFields } from './profile-form';
import { useCredentialChangeRefusal } from './use-credential-change';

const TABS = ['details', 'edit', 'password', 'reminders'] as const;
type Tab = (typeof TABS)[number];

/**
 * /profile: the person's details, their edit form, the password change and the weekly reminder (the digest's
 * stop page links to `?tab=reminders`), one tab each (`?tab=`).
 */
export default function ProfilePage() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'details';
  const save = useMutation(trpc.users.updateUser.mutationOptions());
  const refusal = useCredentialChangeRefusal(user?.id);

  if (!user) return null;

  const onSave = (input: Parameters<typeof save.mutate>[0]) =>
    save.mutate(input, {
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.users.getLoggedInUser.queryKey(), updated);
        notifications.show({ color: 'green', message: t('successUpdatePersonalInfo'), autoClose: 2000 });
        setParams({}, { replace: true });
      },
    });

  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <RegistrationQrButton />
      <Anchor component={Link} to="/privacy" size="sm" data-testid="profile-privacy-link">
        {t('privacyLink')}
      </Anchor>
      <Anchor component={Link} to="/my-data" size="sm" data-testid="profile-my-data-link">
        {t('myDataLink')}
      </Anchor>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'details' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="details">{t('tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="edit">{t('tabs.edit')}</Tabs.Tab>
          <Tabs.Tab value="password">{t('tabs.password')}</Tabs.Tab>
          <Tabs.Tab value="reminders">{t('tabs.reminders')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <ProfileDetails user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="edit">
          <Title order={2} size="h4" mb="md">
            {t('edit.title')}
          </Title>
          <ProfileEditForm
            person={user}
            rankRequired={rankInFormRequired(user)}
            studentFields={showsStudentFields(user)}
            saving={save.isPending}
            error={save.error}
            onSave={onSave}
            contactLocked={refusal ? t('edit.contactLockedOneTime') : null}
            contactHint={t('edit.contactChangeNotice')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <Title order={2} size="h4" mb="md">
            {t('password.submit')}
          </Title>
          {refusal ? (
            <Alert color="yellow" data-testid="password-one-time">
              {t('password.oneTimeSession')}
            </Alert>
          ) : (
            <ChangePasswordForm hasPassword={user.hasPassword} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="reminders">
          <DigestSettingsCard phone={user.phone} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
