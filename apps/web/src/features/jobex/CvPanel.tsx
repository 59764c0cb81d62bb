import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime, useLang } from '@/shared/format';
import type { Lang } from '@/shared/i18n';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { CoverLetterPanel } from './CoverLetterPanel';
import { CredentialsEditor } from './CredentialsEditor';
import { CvPreview } from './CvPreview';
import { NS } from './locales';
import { useCvRefresh, useShowError } from './use-jobex';

/** The CV tab: entries on the left, the live preview beside them, printing, syncing and the cover letter. */
export function CvPanel() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const { user } = useSession();
  const formatDateTime = useFormatDateTime();
  const refresh = useCvRefresh();
  const showError = useShowError();
  const credentials = useQuery(trpc.jobex.getUserCredentials.queryOptions());
  const plan = useQuery(trpc.jobex.getUserCareerPlan.queryOptions());
  const [cvLang, setCvLang] = useState<Lang>(lang);
  const sync = useMutation({
    ...trpc.jobex.syncCredentialsToProfileDoc.mutationOptions(),
    onSuccess: () => {
      void refresh();
      notifications.show({ color: 'green', message: t('cv.synced'), autoClose: 2000 });
    },
    onError: showError,
  });
  if (credentials.error) return <ErrorAlert error={credentials.error} />;
  if (!credentials.data || !user) return null;
  const { sections, syncedAt } = credentials.data;
  return (
    <Stack gap="lg">
      <CredentialsEditor sections={sections} />
      <Group>
        <Button variant="light" onClick={() => sync.mutate()} loading={sync.isPending} data-testid="sync-cv">
          {t('cv.sync')}
        </Button>
        <Text size="sm" c="dimmed" data-testid="synced-at">
          {syncedAt ? t('cv.syncedAt', { when: formatDateTime(syncedAt) }) : t('cv.notSynced')}
        </Text>
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('cv.preview')}
            </Title>
            <SegmentedChoice
              aria-label={t('cv.previewLanguage')}
              value={cvLang}
              onChange={(v) => setCvLang(v as Lang)}
              data={[
                { value: 'en', label: 'English' },
                { value: 'zh-HK', label: '中文' },
              ]}
            />
          </Group>
          <CvPreview
            person={user}
            objective={plan.data?.objective ?? null}
            sections={sections}
            lang={cvLang}
          />
          <Group>
            <Button onClick={() => window.print()} data-testid="print-cv">
              {t('cv.print')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('cv.printHint')}
            </Text>
          </Group>
        </Stack>
      </Paper>
      <CoverLetterPanel plan={plan.data} />
    </Stack>
  );
}
