import { Alert, Button, Code, Group, Image, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';

/**
 * `/consent/receipt/:id`, beyond the spec: a printable receipt of one consent with its keyed digest;
 * Verify asks the server to check the stored record against it and its links in the chain (decision 008).
 */
const VERDICT_COLOR = { valid: 'green', legacy: 'yellow', erased: 'blue', tampered: 'red' } as const;

function verdictKey(v: {
  status: keyof typeof VERDICT_COLOR;
  contentMatches: boolean;
  erasedParty: 'signer' | 'subject' | null;
}): string {
  if (v.status === 'valid') return 'receiptPage.valid';
  if (v.status === 'legacy') return 'receiptPage.legacy';
  // Cleared in place when a person's account was deleted (decision 019); not a change by anyone else.
  if (v.status === 'erased')
    return v.erasedParty === 'signer' ? 'receiptPage.erasedSigner' : 'receiptPage.erasedSubject';
  return v.contentMatches ? 'receiptPage.chainBroken' : 'receiptPage.invalid';
}

export default function ConsentReceiptPage() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const format = useFormatDateTime();
  const { id = '' } = useParams();
  const receipt = useQuery({ ...trpc.consent.getConsentReceipt.queryOptions({ id }), retry: false });
  const verify = useMutation(trpc.consent.verifyConsent.mutationOptions());
  if (receipt.isPending) return <Loader aria-label={t('loading')} />;
  if (!receipt.data) return <Alert color="red">{t('receiptPage.notFound')}</Alert>;
  const r = receipt.data;
  const rows: [string, React.ReactNode][] = [
    [t('receiptPage.id'), <Code key="id">{r.id}</Code>],
    [t('receiptPage.target'), t(`targets.${r.target}`, { defaultValue: r.target })],
    [t('receiptPage.signer'), r.fullName ?? ''],
    [t('receiptPage.role'), r.roles === 'anonymous' ? t('receiptPage.anonymous') : (r.roles ?? '')],
    ...(r.sessionInfo ? ([[t('receiptPage.session'), r.sessionInfo]] as [string, string][]) : []),
    [t('receiptPage.time'), format(r.createdAt)],
  ];
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      {/* Printing the receipt leaves out the app's header, tabs and the buttons. */}
      <style>{'@media print { header, nav, .no-print { display: none !important; } }'}</style>
      <PageTitle>{t('receiptPage.title')}</PageTitle>
      <Paper withBorder p="md" radius="md">
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="35%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {r.signatureDataUrl && <Image src={r.signatureDataUrl} alt={t('signatureLabel')} maw={360} mt="md" />}
      </Paper>
      <Stack gap={4}>
        <Text fw={600}>{t('receiptPage.digest')}</Text>
        <Code block data-testid="consent-digest" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {r.digest}
        </Code>
        <Text size="xs" c="dimmed">
          {t('receiptPage.digestNote')}
        </Text>
      </Stack>
      {verify.data && (
        <Alert color={VERDICT_COLOR[verify.data.status]} data-testid="consent-verify-result">
          <Stack gap={4}>
            <Text size="sm">{t(verdictKey(verify.data))}</Text>
            {verify.data.previousErased && <Text size="sm">{t('receiptPage.previousErased')}</Text>}
          </Stack>
        </Alert>
      )}
      <Group className="no-print">
        <Button onClick={() => verify.mutate({ id })} loading={verify.isPending} data-testid="consent-verify">
          {t('receiptPage.verify')}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {t('receiptPage.print')}
        </Button>
      </Group>
    </Stack>
  );
}
