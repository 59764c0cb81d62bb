import { Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiSourceLabel } from '@/shared/ai/AiSourceLabel';
import { AiRequestError, aiBody, streamAi } from '@/shared/ai-stream';
import { useTRPC } from '@/shared/api';
import { coverLetterRequest } from './cover-letter-request';
import { NS } from './locales';
import type { CareerPlan } from './use-jobex';

/**
 * A cover-letter draft through the AI gateway's /ai/cvcl (the offline guide when no AI server is set), from
 * the CV and the chosen saved job, which the server reads itself; labelled with who wrote it.
 */
export function CoverLetterPanel({ plan }: { plan: CareerPlan | undefined }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const jobs = useQuery(trpc.jobex.getEmployers.queryOptions());
  const saved = (jobs.data ?? []).filter((j) => j.tracking);
  const [jobId, setJobId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [provider, setProvider] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const generate = async () => {
    const job = saved.find((j) => j.id === jobId) ?? null;
    const ctl = new AbortController();
    abort.current = ctl;
    setWaiting(true);
    setDraft('');
    setProvider(null);
    let failed = false;
    const request = coverLetterRequest({
      job,
      professionId: plan?.targetProfessionIds[0] ?? null,
      t: (key, vars) => t(key, vars ?? {}),
    });
    try {
      await streamAi(
        'cvcl',
        aiBody(request.message, request.fields),
        (line) => {
          if (line.type === 'meta') setProvider(line.provider);
          else if (line.type === 'text' || line.type === 'safety' || line.type === 'botError')
            setDraft((d) => d + line.text);
          else if (line.type === 'error') failed = true;
        },
        ctl.signal,
      );
    } catch (error) {
      if (!ctl.signal.aborted) {
        failed = true;
        if (error instanceof AiRequestError && error.status !== 500)
          notifications.show({ color: 'red', message: error.message, autoClose: 4000 });
      }
    }
    if (failed) notifications.show({ color: 'red', message: t('coverLetter.failed'), autoClose: 4000 });
    abort.current = null;
    setWaiting(false);
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('coverLetter.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('coverLetter.intro')}
        </Text>
        <Select
          label={t('coverLetter.job')}
          placeholder={t('coverLetter.noJob')}
          data={saved.map((j) => ({ value: j.id, label: `${j.title} · ${j.employerName}` }))}
          value={jobId}
          onChange={setJobId}
          clearable
          data-testid="cover-letter-job"
        />
        <Group>
          <Button onClick={() => void generate()} loading={waiting} data-testid="draft-cover-letter">
            {t('coverLetter.generate')}
          </Button>
          {waiting && (
            <Button variant="default" onClick={() => abort.current?.abort()}>
              {t('coverLetter.stop')}
            </Button>
          )}
        </Group>
        {(draft || waiting) && (
          <Textarea
            label={t('coverLetter.draft')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            autosize
            minRows={6}
            data-testid="cover-letter-draft"
          />
        )}
        {draft && <AiSourceLabel provider={provider} testId="cover-letter-provider" />}
      </Stack>
    </Paper>
  );
}
