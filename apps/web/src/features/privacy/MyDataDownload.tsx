import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { DataSummaryTable } from './DataSummaryTable';
import { NS } from './locales';

/**
 * "Download my data" on /my-data (PDPO DPP6): what Waypoint holds, area by area, and the archive itself, a
 * plain link so the browser streams it to a file (docs/privacy.md "Access"). The page's language goes with
 * it so the archive's summary page is in the language the person reads.
 */
export function MyDataDownload() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const summary = useQuery(trpc.privacy.getMyDataSummary.queryOptions());
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="my-data-download-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-data-download-title">
          {t('download.title')}
        </Title>
        <Text size="sm">{t('download.intro')}</Text>
        {summary.isError && <ErrorAlert error={summary.error} />}
        {summary.isPending && <Text c="dimmed">{t('loading')}</Text>}
        {summary.data && (
          <>
            <DataSummaryTable areas={summary.data.areas} caption={t('download.held')} />
            {summary.data.canDownload ? (
              <Button
                component="a"
                href={`/api/privacy/export?lang=${encodeURIComponent(lang)}`}
                download
                style={{ alignSelf: 'flex-start' }}
                data-testid="my-data-download"
              >
                {t('download.button')}
              </Button>
            ) : (
              <Alert color="yellow" variant="light">
                {t('download.oneTime')}
              </Alert>
            )}
            <Text size="xs" c="dimmed">
              {t('download.limit', {
                max: summary.data.limit.exports,
                minutes: summary.data.limit.windowMinutes,
              })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
