import { Accordion, Anchor, Badge, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTRPC, useTRPCClient } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { HeartButton } from '@/shared/ui/HeartButton';
import { NS } from './locales';
import { type SectorDetail, useTimedLike } from './use-professions';

type Employers = SectorDetail['employers'];

/** A heart that likes or unlikes a sector or segment, waiting 1.5 s before it changes (spec 3 §4). */
export function LikeHeart({
  kind,
  id,
  liked,
  name,
}: {
  kind: 'sector' | 'segment';
  id: number;
  liked: boolean;
  name: string;
}) {
  const { t } = useTranslation(NS);
  const client = useTRPCClient();
  const { user } = useSession();
  const like = useTimedLike((next) => {
    if (kind === 'sector') {
      return next
        ? client.professions.addUserLikedSector.mutate({ id })
        : client.professions.removeUserLikedSector.mutate({ id });
    }
    return next
      ? client.professions.addUserLikedSegment.mutate({ id })
      : client.professions.removeUserLikedSegment.mutate({ id });
  });
  if (!user) return null;
  return (
    <HeartButton
      liked={liked}
      label={t(liked ? 'unlike' : 'like', { name })}
      loading={like.pending}
      onToggle={() => void like.toggle(!liked)}
      inButton
      testId={`${kind}-like`}
    />
  );
}

/** Employers of the segments, split local and multinational (spec 3 §2). */
export function EmployerLists({ employers }: { employers: Employers }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const name = (e: Employers['local'][number]) =>
    localName({ name: e.name ?? e.nameChi ?? '', nameChi: e.nameChi ?? e.name }, lang);
  if (employers.local.length === 0 && employers.multinational.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noEmployers')}
      </Text>
    );
  }
  return (
    <Group align="flex-start" grow>
      {(['local', 'multinational'] as const).map((scope) => (
        <Stack key={scope} gap={4} data-testid={`employers-${scope}`}>
          <Text size="sm" fw={600}>
            {t(`employers.${scope}`)}
          </Text>
          {employers[scope].length === 0 ? (
            <Text size="xs" c="dimmed">
              —
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {employers[scope].map((e) => (
                <List.Item key={e.id}>
                  {e.companyUrl ? (
                    <Anchor href={e.companyUrl} target="_blank" rel="noopener noreferrer">
                      {name(e)}
                    </Anchor>
                  ) : (
                    name(e)
                  )}
                  {e.hkexStockCode && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({e.hkexStockCode}.HK)
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Group>
  );
}

/** The sector modal's content (spec 3 §2): details, segment accordions with hearts, employers. */
export function SectorPanel({
  sectorId,
  onOpenProfession,
}: {
  sectorId: number;
  onOpenProfession: (id: number) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const sector = useQuery(trpc.professions.getSector.queryOptions({ id: sectorId }));
  if (sector.isPending) return <Loader aria-label={t('loading')} />;
  if (sector.isError) return <ErrorAlert error={sector.error} />;
  const s = sector.data;
  const name = localName(s, lang);
  return (
    <Paper withBorder p="md" radius="md" data-testid="sector-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('hsicSection', { code: s.hsicCode })} · {lang === 'zh-HK' ? s.name : s.nameChi}
            </Text>
          </Stack>
          <LikeHeart kind="sector" id={s.id} liked={s.likedByUser} name={name} />
        </Group>
        <Text size="sm" fw={600}>
          {t('segmentsOf', { count: s.segments.length })}
        </Text>
        <Group gap={6}>
          {s.segments.map((seg) => (
            <Badge
              key={seg.id}
              component={Link}
              to={`/segments/${seg.code ?? seg.id}`}
              variant="light"
              color="teal"
              style={{ cursor: 'pointer', textTransform: 'none' }}
            >
              {localName(seg, lang)}
            </Badge>
          ))}
        </Group>
        <Accordion variant="separated" multiple>
          {s.segments.map((seg) => (
            <Accordion.Item key={seg.id} value={String(seg.id)} data-testid="segment-accordion">
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="xs">
                  <Text fw={500}>{localName(seg, lang)}</Text>
                  <Group gap={6} wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      {t('professionCount', { count: seg.professionCount })}
                    </Text>
                    <LikeHeart
                      kind="segment"
                      id={seg.id}
                      liked={seg.likedByUser}
                      name={localName(seg, lang)}
                    />
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <SegmentBody segmentId={seg.id} onOpenProfession={onOpenProfession} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Title order={3} size="h5">
          {t('employersTitle')}
        </Title>
        <EmployerLists employers={s.employers} />
        <Text size="xs" c="dimmed">
          {t('employersNote')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** One segment's professions and employers (spec getSegmentExtraInfos, segments/{id}/employers). */
export function SegmentBody({
  segmentId,
  onOpenProfession,
  showEmployers = true,
}: {
  segmentId: number;
  onOpenProfession: (id: number) => void;
  showEmployers?: boolean;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const segment = useQuery(trpc.professions.getSegment.queryOptions({ id: segmentId }));
  if (segment.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (segment.isError) return <ErrorAlert error={segment.error} />;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {t('professionsInSegment')}
      </Text>
      <List size="sm" spacing={2} data-testid="segment-professions">
        {segment.data.professions.map((p) => (
          <List.Item key={p.id}>
            <Anchor component="button" type="button" size="sm" onClick={() => onOpenProfession(p.id)}>
              {localName(p, lang)}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {showEmployers && <EmployerLists employers={segment.data.employers} />}
    </Stack>
  );
}
