import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLES } from '@waypoint/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';

/** `/update-roles/:userId` (admins): a person's roles, and blocking or unblocking their account. */
export default function UpdateRolesPage() {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  const { userId } = useParams();

  return (
    <Stack gap="lg">
      <PageTitle>{t('updateRoles.title')}</PageTitle>
      {!user?.isAdmin ? (
        <Alert color="yellow" variant="light">
          {t('adminOnly')}
        </Alert>
      ) : userId ? (
        <RolesEditor key={userId} userId={userId} />
      ) : (
        <UserIdPrompt />
      )}
    </Stack>
  );
}

function UserIdPrompt() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (id.trim()) navigate(`/update-roles/${encodeURIComponent(id.trim())}`);
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" maw={520}>
        <TextInput
          label={t('updateRoles.userId')}
          value={id}
          onChange={(event) => setId(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" disabled={!id.trim()}>
          {t('updateRoles.open')}
        </Button>
      </Group>
    </form>
  );
}

function RolesEditor({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const person = useQuery(trpc.users.getUserById.queryOptions({ userId }));
  const save = useMutation(trpc.users.updateRoles.mutationOptions());
  const [roles, setRoles] = useState<string[]>([]);
  const [accessDisabled, setAccessDisabled] = useState(false);

  useEffect(() => {
    if (!person.data) return;
    setRoles(person.data.roles);
    setAccessDisabled(person.data.accessDisabled);
  }, [person.data]);

  if (person.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!person.data) return <ErrorAlert error={person.error} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { userId, roles, accessDisabled },
      {
        onSuccess: (updated) => {
          queryClient.setQueryData(trpc.users.getUserById.queryKey({ userId }), updated);
          notifications.show({ color: 'green', message: t('updateRoles.saved'), autoClose: 2000 });
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit}>
      <Stack gap="md">
        <Text fw={600}>
          {person.data.fullName} · {person.data.phone}
        </Text>
        <ErrorAlert error={save.error} />
        <Checkbox.Group label={t('updateRoles.roles')} value={roles} onChange={setRoles}>
          <Stack gap="xs" mt="xs">
            {ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t('updateRoles.accessDisabled')}
          description={t('updateRoles.accessDisabledHint')}
          checked={accessDisabled}
          onChange={(event) => setAccessDisabled(event.currentTarget.checked)}
          color="red"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('updateRoles.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
