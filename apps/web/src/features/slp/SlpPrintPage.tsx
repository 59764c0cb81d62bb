import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import classes from './print.module.css';
import type { SlpData } from './slp-types';
import { useDownloadDocx, useSlpDocument } from './use-slp-export';

/** /slp-print/:targetUserId? — the saved statement as a printable page in the student's language. */
export default function SlpPrintPage() {
  const { targetUserId } = useParams();
  const trpc = useTRPC();
  const query = useQuery(
    trpc.slp.getUserSLP.queryOptions(targetUserId ? { userId: targetUserId } : undefined),
  );
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data) return <Loader />;
  return <PrintView data={query.data} backTo={targetUserId ? `/slp/${targetUserId}` : '/slp'} />;
}

function PrintView({ data, backTo }: { data: SlpData; backTo: string }) {
  const { t } = useTranslation(NS);
  const { doc, lang } = useSlpDocument(data);
  const download = useDownloadDocx(data);
  const empty = doc.paragraphs.length === 0;
  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" component={Link} to={backTo}>
          {t('export.back')}
        </Button>
        <Button onClick={() => window.print()} disabled={empty} data-testid="slp-print-now">
          {t('export.print')}
        </Button>
        <Button variant="light" onClick={() => void download()} disabled={empty} data-testid="slp-docx">
          {t('export.docx')}
        </Button>
      </Group>
      {empty ? (
        <Text c="dimmed" data-testid="slp-print-empty">
          {t('export.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="slp-print-version">
            {t('export.printing', { version: doc.version })}
          </Text>
          <Stack gap="sm" className={classes.document} lang={lang} data-testid="slp-print-document">
            <Title order={1} size="h2">
              {doc.title}
            </Title>
            {doc.paragraphs.map((p, i) => (
              // The same paragraph may appear twice; its place is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never reorder here.
              <Text key={i} style={{ whiteSpace: 'pre-wrap' }} data-testid="slp-print-paragraph">
                {p}
              </Text>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
