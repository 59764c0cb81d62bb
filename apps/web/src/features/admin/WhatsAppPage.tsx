import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ROLE_SECONDARY, ROLE_TEACHER } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/shared/admin/AdminNav';
import { AdminOnly } from '@/shared/admin/AdminOnly';
import { errorMessage, useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { type SchoolChoice, SchoolPicker } from '@/shared/ui/SchoolPicker';
import { NS } from './whatsapp/locales';

const ROLE_CHOICES = [ROLE_SECONDARY, ROLE_TEACHER] as const;
type RoleChoice = (typeof ROLE_CHOICES)[number];

/** /admin/whatsapp: spec internal-queryUsers then internal-sendWhatsAppMsgToUsers. */
export default function WhatsAppPage() {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <AdminOnly>
        <AdminNav />
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
        <Sender />
      </AdminOnly>
    </Stack>
  );
}

function Sender() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const [schools, setSchools] = useState<SchoolChoice[]>([]);
  const [roles, setRoles] = useState<RoleChoice[]>([ROLE_SECONDARY]);
  const [query, setQuery] = useState<{ schoolIds: string[]; roles: RoleChoice[] } | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [msg, setMsg] = useState('');
  const [imgLink, setImgLink] = useState('');
  const [confirming, setConfirming] = useState(false);
  const people = useQuery({
    ...trpc.internal.queryUsers.queryOptions(query ?? { schoolIds: [] }),
    enabled: !!query,
  });
  const send = useMutation(
    trpc.internal.sendWhatsAppMsgToUsers.mutationOptions({
      onSuccess: (data) => {
        setConfirming(false);
        setMsg('');
        notifications.show({ color: 'green', message: t('sent', { count: data.queued }) });
      },
      onError: () => setConfirming(false),
    }),
  );
  const schoolIds = schools.flatMap((c) => (c.kind === 'existing' ? [c.school.id] : []));
  const list = people.data ?? [];

  return (
    <Stack gap="sm" maw={720}>
      <SchoolPicker multiple showAll label={t('schools')} value={schools} onChange={setSchools} />
      <Checkbox.Group label={t('roles')} value={roles} onChange={(v) => setRoles(v as RoleChoice[])}>
        <Group gap="md" mt={4}>
          {ROLE_CHOICES.map((r) => (
            <Checkbox key={r} value={r} label={t(`role.${r}`)} data-testid={`wa-role-${r}`} />
          ))}
        </Group>
      </Checkbox.Group>
      <Button
        variant="light"
        disabled={schoolIds.length === 0 || roles.length === 0}
        onClick={() => {
          setSelected(new Set());
          setQuery({ schoolIds, roles });
        }}
        data-testid="wa-load"
      >
        {t('load')}
      </Button>
      {people.isError ? <ErrorAlert error={people.error} /> : null}
      {query && people.isSuccess && list.length === 0 ? <Text>{t('empty')}</Text> : null}
      {list.length > 0 ? (
        <>
          <Group justify="space-between">
            <Text size="sm" data-testid="wa-selected">
              {t('selected', { count: selected.size, total: list.length })}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setSelected(new Set(list.map((p) => p.id)))}
              >
                {t('selectAll')}
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => setSelected(new Set())}>
                {t('selectNone')}
              </Button>
            </Group>
          </Group>
          <ScrollArea.Autosize mah={320}>
            <Stack gap={4}>
              {list.map((p) => (
                <Checkbox
                  key={p.id}
                  checked={selected.has(p.id)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setSelected((prev) => {
                      const next = new Set(prev);
                      if (on) next.add(p.id);
                      else next.delete(p.id);
                      return next;
                    });
                  }}
                  label={`${p.fullName} · ${p.schoolId ?? ''}${p.class ? ` ${p.class}` : ''}${p.hasWhatsAppGroup ? '' : ` (${t('noGroup')})`}`}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </>
      ) : null}
      <Textarea
        label={t('message')}
        autosize
        minRows={4}
        value={msg}
        onChange={(e) => setMsg(e.currentTarget.value)}
        data-testid="wa-message"
      />
      <TextInput label={t('imgLink')} value={imgLink} onChange={(e) => setImgLink(e.currentTarget.value)} />
      {send.error ? <Alert color="red">{errorMessage(send.error, '')}</Alert> : null}
      <Button
        disabled={selected.size === 0 || !msg.trim()}
        onClick={() => setConfirming(true)}
        data-testid="wa-send"
      >
        {t('send')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirm', { count: selected.size })}
        centered
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button
            loading={send.isPending}
            onClick={() => send.mutate({ userIds: [...selected], msg, imgLink: imgLink.trim() || null })}
            data-testid="wa-confirm"
          >
            {t('send')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
