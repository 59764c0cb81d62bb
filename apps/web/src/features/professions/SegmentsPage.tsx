import { Accordion, Alert, Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { findSegment } from './find-item';
import { NS } from './locales';
import { ProfessionDetailModal } from './ProfessionDetailModal';
import { LikeHeart, SegmentBody } from './SectorPanels';
import { useCatalogue } from './use-professions';

/** /segments (every segment by sector) and /segments/:segmentName (one segment), public. */
export default function SegmentsPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { segmentName } = useParams();
  const catalogue = useCatalogue();
  const [professionId, setProfessionId] = useState<number | null>(null);
  const segment =
    segmentName && catalogue.data ? findSegment(catalogue.data.segments, segmentName) : undefined;

  return (
    <Stack gap="md" p="md" maw={960} mx="auto" w="100%">
      <PageTitle>{t('segmentsTitle')}</PageTitle>
      {catalogue.isPending && <Loader aria-label={t('loading')} />}
      {catalogue.isError && <ErrorAlert error={catalogue.error} />}
      {segmentName && catalogue.data && !segment && <Alert color="yellow">{t('notFound')}</Alert>}
      {segment ? (
        <SegmentPage segmentId={segment.id} onOpenProfession={setProfessionId} />
      ) : (
        catalogue.data && (
          <Accordion variant="separated">
            {catalogue.data.sectors.map((sector) => (
              <Accordion.Item key={sector.id} value={String(sector.id)}>
                <Accordion.Control>{localName(sector, lang)}</Accordion.Control>
                <Accordion.Panel>
                  <Group gap={6}>
                    {catalogue.data.segments
                      .filter((s) => s.sectorId === sector.id)
                      .map((s) => (
                        <Badge
                          key={s.id}
                          component={Link}
                          to={`/segments/${s.code ?? s.id}`}
                          variant="light"
                          color="teal"
                          style={{ cursor: 'pointer', textTransform: 'none' }}
                        >
                          {localName(s, lang)}
                        </Badge>
                      ))}
                  </Group>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )
      )}
      <ProfessionDetailModal professionId={professionId} onClose={() => setProfessionId(null)} />
    </Stack>
  );
}

function SegmentPage({
  segmentId,
  onOpenProfession,
}: {
  segmentId: number;
  onOpenProfession: (id: number) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const { user } = useSession();
  const segment = useQuery(trpc.professions.getSegment.queryOptions({ id: segmentId }));
  const browse = useMutation(trpc.professions.addUserBrowsedSegment.mutationOptions());
  // biome-ignore lint/correctness/useExhaustiveDependencies: one browsed record per segment opened.
  useEffect(() => {
    if (user) browse.mutate({ id: segmentId });
  }, [segmentId, user?.id]);
  if (segment.isPending) return <Loader aria-label={t('loading')} />;
  if (segment.isError) return <ErrorAlert error={segment.error} />;
  const s = segment.data;
  const name = localName(s, lang);
  return (
    <Paper withBorder p="md" radius="md" data-testid="segment-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Anchor component={Link} to={`/sectors/${s.sector.hsicCode}`} size="sm">
              {localName(s.sector, lang)}
            </Anchor>
          </Stack>
          <LikeHeart kind="segment" id={s.id} liked={s.likedByUser} name={name} />
        </Group>
        <SegmentBody segmentId={segmentId} onOpenProfession={onOpenProfession} />
        <Text size="xs" c="dimmed">
          {t('employersNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
