import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

/** Issue 23: the school's own contact for data requests, shown on /privacy to its people; admins only. */
export function DataRequestContactCard({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.schools.getDataRequestContact.queryOptions({ schoolId });
  const contact = useQuery(options);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  useEffect(() => {
    if (!contact.data) return;
    setName(contact.data.name ?? '');
    setEmail(contact.data.email ?? '');
    setPhone(contact.data.phone ?? '');
  }, [contact.data]);
  const save = useMutation({
    ...trpc.schools.updateDataRequestContact.mutationOptions(),
    onSuccess: (data) => {
      queryClient.setQueryData(options.queryKey, data);
      notifications.show({ color: 'green', message: t('dataRequestContact.saved'), autoClose: 3000 });
    },
  });

  if (contact.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (contact.isError) return <ErrorAlert error={contact.error} />;
  return (
    <Card withBorder padding="md" data-testid="data-request-contact-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dataRequestContact.title')}
        </Title>
        <Text size="sm">{t('dataRequestContact.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('dataRequestContact.name')}
            value={name}
            {...limit(name, 100)}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="data-request-contact-name"
          />
          <TextInput
            label={t('dataRequestContact.email')}
            type="email"
            value={email}
            {...limit(email, 254)}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-testid="data-request-contact-email"
          />
          <TextInput
            label={t('dataRequestContact.phone')}
            value={phone}
            {...limit(phone, 30)}
            onChange={(event) => setPhone(event.currentTarget.value)}
            data-testid="data-request-contact-phone"
          />
        </SimpleGrid>
        {save.isError && <ErrorAlert error={save.error} />}
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate({ schoolId, contactName: name, contactEmail: email, contactPhone: phone })
            }
            data-testid="data-request-contact-save"
          >
            {t('dataRequestContact.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
