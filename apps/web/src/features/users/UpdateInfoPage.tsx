import { Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rankInFormRequired } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { type UpdateUserInput, useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';
import { ProfileEditForm } from './ProfileEditForm';
import { savedMessage } from './profile-form';
import { useCredentialChangeRefusal } from './use-credential-change';

/**
 * `/update-info/:targetUserId`: a teacher edits a student of their own school (admins any student).
 * The server checks who may; this page only shows the answer. Without a target it is one's own profile.
 */
export default function UpdateInfoPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { targetUserId } = useParams();
  const target = useQuery({
    ...trpc.users.getUserById.queryOptions({ userId: targetUserId ?? '' }),
    enabled: Boolean(targetUserId),
  });
  const save = useMutation(trpc.users.updateStudentInfo.mutationOptions());
  const refusal = useCredentialChangeRefusal(targetUserId);
  const viewerId = useSession().user?.id ?? null;

  if (!targetUserId) return <Navigate to="/profile?tab=edit" replace />;

  const onSave = (input: UpdateUserInput) =>
    save.mutate(
      { targetUserId, ...input },
      {
        onSuccess: (updated) => {
          queryClient.setQueryData(trpc.users.getUserById.queryKey({ userId: targetUserId }), updated);
          const { key, ...values } = savedMessage(viewerId, updated);
          notifications.show({ color: 'green', message: t(key, values), autoClose: 2000 });
        },
      },
    );

  const student = target.data;
  return (
    <Stack gap="lg">
      <PageTitle>{t('updateInfo.title')}</PageTitle>
      {target.isPending && (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      <ErrorAlert error={target.error} />
      {student && (
        <>
          <Text>
            {t('updateInfo.intro', {
              name: student.fullName,
              school: student.school ? localName(student.school, lang) : '—',
            })}
          </Text>
          <ProfileEditForm
            person={student}
            rankRequired={rankInFormRequired(student)}
            studentFields
            saving={save.isPending}
            error={save.error}
            onSave={onSave}
            contactLocked={
              refusal === 'adminOnly'
                ? t('updateInfo.contactAdminOnly')
                : refusal === 'oneTimeSession'
                  ? t('edit.contactLockedOneTime')
                  : null
            }
            contactHint={t('updateInfo.contactNotified')}
          />
        </>
      )}
    </Stack>
  );
}
