import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOBEX_LIMITS } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import type { ClientJobs } from './use-jobex';

const EMPTY = { employerName: '', title: '', location: '', description: '', applyUrl: '', deadline: '' };
const blank = (v: string) => (v.trim() === '' ? null : v.trim());

/** A client posts a job for one of its programmes; the server refuses any other programme. */
export function ClientJobForm({ programmes }: { programmes: ClientJobs['programmes'] }) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [programId, setProgramId] = useState<string | null>(programmes[0] ? String(programmes[0].id) : null);
  const [form, setForm] = useState(EMPTY);
  const post = useMutation({
    ...trpc.jobex.upsertEmployerJob.mutationOptions(),
    onSuccess: async () => {
      setForm(EMPTY);
      notifications.show({ color: 'green', message: t('client.posted'), autoClose: 2000 });
      await queryClient.invalidateQueries({ queryKey: trpc.jobex.getClientJobs.queryKey() });
    },
  });
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm({ ...form, [name]: e.currentTarget.value }),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!programId) return;
    post.mutate({
      job: {
        programId: Number(programId),
        employerName: form.employerName,
        title: form.title,
        location: blank(form.location),
        description: blank(form.description),
        applyUrl: blank(form.applyUrl),
        deadline: blank(form.deadline),
        status: 'open',
      },
    });
  };
  return (
    <form onSubmit={submit} data-testid="job-form">
      <Stack gap="sm">
        <ErrorAlert error={post.error} />
        <Select
          label={t('client.programme')}
          data={programmes.map((p) => ({
            value: String(p.id),
            label: `${p.jupasCode} ${lang === 'zh-HK' ? p.nameChi : p.name}`,
          }))}
          value={programId}
          onChange={setProgramId}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('client.jobTitle')} required {...field('title')} {...limit(form.title, 160)} />
          <TextInput
            label={t('client.employerName')}
            required
            {...field('employerName')}
            {...limit(form.employerName, 120)}
          />
          <TextInput label={t('client.location')} {...field('location')} {...limit(form.location, 100)} />
          <TextInput label={t('client.deadline')} placeholder="2027-03-31" {...field('deadline')} />
        </SimpleGrid>
        <TextInput label={t('client.applyUrl')} {...field('applyUrl')} {...limit(form.applyUrl, 500)} />
        <Textarea
          label={t('client.description')}
          autosize
          minRows={3}
          {...field('description')}
          {...limit(form.description, JOBEX_LIMITS.jobDescription)}
        />
        <Group>
          <Button type="submit" loading={post.isPending} disabled={!programId} data-testid="post-job">
            {t('client.postJob')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
