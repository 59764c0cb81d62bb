import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isPasswordLongEnough } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec 1 §5: all fields required, the new passwords must match; a wrong old password is the server's word. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const form = useForm<PasswordValues>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      oldPassword: (v) => (v || !hasPassword ? null : t('edit.errors.required')),
      newPassword: (v) => (isPasswordLongEnough(v) ? null : t('password.tooShort')),
      confirmPassword: (v, values) => (v === values.newPassword ? null : t('password.differ')),
    },
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        queryClient.invalidateQueries({ queryKey: trpc.users.getLoggedInUser.queryKey() });
        notifications.show({ color: 'green', message: t('password.changed'), autoClose: 2000 });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <ErrorAlert error={change.error} />
        {hasPassword ? (
          <PasswordInput
            label={t('password.old')}
            required
            autoComplete="current-password"
            {...form.getInputProps('oldPassword')}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('password.firstPassword')}
          </Text>
        )}
        <PasswordInput
          label={t('password.new')}
          required
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('password.confirm')}
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
