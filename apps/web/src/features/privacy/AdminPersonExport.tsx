import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { DataSummaryTable } from './DataSummaryTable';
import { NS } from './locales';

/**
 * An admin's answer to a data access request made by post (/admin/privacy): the chosen person's counts and
 * their archive, which the server records in the person's "who looked" (docs/privacy.md "Access").
 */
export function AdminPersonExport({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const queryClient = useQueryClient();
  const summary = useQuery(trpc.privacy.getPersonDataSummary.queryOptions({ userId }));
  // The server records the export before its first byte; the "who looked" list beside this shows it then.
  const showRecorded = () =>
    window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: trpc.privacy.getAccessLogFor.pathKey() }),
      1500,
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="person-export-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="person-export-title">
          {t('download.adminTitle')}
        </Title>
        <Text size="sm">{t('download.adminIntro')}</Text>
        {summary.isError && <ErrorAlert error={summary.error} />}
        {summary.isPending && <Text c="dimmed">{t('loading')}</Text>}
        {summary.data && (
          <>
            <DataSummaryTable
              areas={summary.data.areas}
              caption={t('download.heldFor', { name: summary.data.fullName })}
              describe={false}
            />
            <Button
              component="a"
              href={`/api/privacy/export/${encodeURIComponent(userId)}?lang=${encodeURIComponent(lang)}`}
              download
              style={{ alignSelf: 'flex-start' }}
              onClick={showRecorded}
              data-testid="person-export-download"
            >
              {t('download.adminButton')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('download.adminNote')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
