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

/** /slp-print/:targetUserId? — the saved SLP as a printable page in the student's language. */
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
  return (
    <Stack gap="md">
      <Group className={classes.noPrint}>
        <Button variant="default" component={Link} to={backTo}>
          {t('export.back')}
        </Button>
        <Button onClick={() => window.print()} data-testid="slp-print-now">
          {t('export.print')}
        </Button>
        <Button variant="light" onClick={() => void download()} data-testid="slp-docx">
          {t('export.docx')}
        </Button>
      </Group>
      <Stack gap="sm" className={classes.document} lang={lang} data-testid="slp-print-document">
        <Title order={1}>{doc.title}</Title>
        {doc.sections.map((s) => (
          <Stack key={s.heading} gap={4}>
            <Title order={2} size="h4">
              {s.heading}
            </Title>
            {s.paragraphs.map((p) => (
              <Text key={p} style={{ whiteSpace: 'pre-wrap' }}>
                {p}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
