import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOB_TRACK_STATUSES, type JobTrackStatus } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import { posterName, type StudentJob, useShowError } from './use-jobex';

/** The jobs posted for the student's programme; saving one starts tracking it (upsertUserEmployerJobs). */
export function JobsPanel() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const { user } = useSession();
  const jobs = useQuery(trpc.jobex.getEmployers.queryOptions());
  const track = useMutation({
    ...trpc.jobex.upsertUserEmployerJobs.mutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.jobex.getEmployers.queryKey() }),
    onError: showError,
  });
  if (jobs.error) return <ErrorAlert error={jobs.error} />;
  if (!jobs.data) return null;
  return (
    <Stack gap="md">
      {user?.programId == null && <Text c="dimmed">{t('jobs.noProgramme')}</Text>}
      {jobs.data.length === 0 && user?.programId != null && <Text c="dimmed">{t('jobs.empty')}</Text>}
      {jobs.data.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          busy={track.isPending}
          onTrack={(status, note) =>
            track.mutate({ userEmployerJobs: [{ jobId: job.id, status, note }], options: { remove: false } })
          }
          onRemove={() => track.mutate({ userEmployerJobs: [{ jobId: job.id }], options: { remove: true } })}
        />
      ))}
    </Stack>
  );
}

function JobCard({
  job,
  busy,
  onTrack,
  onRemove,
}: {
  job: StudentJob;
  busy: boolean;
  onTrack: (status: JobTrackStatus, note: string | null) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const tracking = job.tracking;
  const limit = useTextLimit();
  const [note, setNote] = useState(tracking?.note ?? '');
  return (
    <Paper withBorder p="md" data-testid="job-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {job.title}
            </Title>
            <Text size="sm">
              {job.employerName}
              {job.location && ` · ${job.location}`}
            </Text>
            <Text size="xs" c="dimmed">
              {localName({ name: job.clientName, nameChi: job.clientNameChi }, lang)}
              {job.postedBy && ` · ${t('jobs.postedBy', { name: posterName(job.postedBy, lang) })}`}
            </Text>
          </div>
          {job.status === 'closed' && <Badge color="gray">{t('jobs.closed')}</Badge>}
        </Group>
        <Text size="sm">
          {job.deadline ? t('jobs.deadline', { date: job.deadline }) : t('jobs.noDeadline')}
        </Text>
        {job.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {job.description}
          </Text>
        )}
        {job.applyUrl && (
          <Anchor href={job.applyUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {t('jobs.apply')}
          </Anchor>
        )}
        {tracking ? (
          <Group align="flex-end">
            <Select
              label={t('jobs.status')}
              data={JOB_TRACK_STATUSES.map((s) => ({ value: s, label: t(`jobs.statuses.${s}`) }))}
              value={tracking.status}
              onChange={(v) => v && onTrack(v as JobTrackStatus, tracking.note)}
              allowDeselect={false}
              disabled={busy}
              w={180}
              data-testid="job-status"
            />
            <TextInput
              label={t('jobs.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              {...limit(note, 500)}
              onBlur={(e) => {
                const next = e.currentTarget.value.trim() || null;
                if (next !== tracking.note) onTrack(tracking.status, next);
              }}
            />
            <Button variant="subtle" color="red" onClick={onRemove} disabled={busy}>
              {t('jobs.remove')}
            </Button>
          </Group>
        ) : (
          <Group>
            <Button onClick={() => onTrack('saved', null)} disabled={busy} data-testid="save-job">
              {t('jobs.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
