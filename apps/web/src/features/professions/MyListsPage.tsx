import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { useLoginModal } from '@/shared/login-modal';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';
import { ProfessionDetailModal } from './ProfessionDetailModal';
import { useCatalogue, useUserLists } from './use-professions';

/** /liked and /browsed (signed-in): the person's liked or browsed professions, sectors and segments. */
export default function MyListsPage({ variant }: { variant: 'liked' | 'browsed' }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const formatDate = useFormatDateTime();
  const { user, loading } = useSession();
  const { openLogin } = useLoginModal();
  const catalogue = useCatalogue();
  const lists = useUserLists();
  const [openId, setOpenId] = useState<number | null>(null);

  const title = <PageTitle>{t(`${variant}.title`)}</PageTitle>;
  if (loading) return <Loader m="md" aria-label={t('loading')} />;
  if (!user) {
    return (
      <Stack gap="md" p="md" maw={960} mx="auto" w="100%">
        {title}
        <Alert>
          <Stack gap="xs" align="flex-start">
            <Text>{t('signInForLists')}</Text>
            <Button onClick={openLogin}>{t('signIn')}</Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (catalogue.isPending || lists.isPending) return <Loader m="md" aria-label={t('loading')} />;
  if (catalogue.isError || lists.isError) return <ErrorAlert error={catalogue.error ?? lists.error} />;

  const professionsById = new Map(catalogue.data.professions.map((p) => [p.id, p]));
  const sectorsById = new Map(catalogue.data.sectors.map((s) => [s.id, s]));
  const segmentsById = new Map(catalogue.data.segments.map((s) => [s.id, s]));
  const l = lists.data;

  const professionIds =
    variant === 'liked'
      ? l.reactions.filter((r) => r.reaction === 'like').map((r) => r.professionId)
      : l.browsed.filter((b) => b.kind === 'profession').map((b) => b.id);
  const sectorIds =
    variant === 'liked' ? l.likedSectorIds : l.browsed.filter((b) => b.kind === 'sector').map((b) => b.id);
  const segmentIds =
    variant === 'liked' ? l.likedSegmentIds : l.browsed.filter((b) => b.kind === 'segment').map((b) => b.id);
  const browsedAt = new Map(l.browsed.map((b) => [`${b.kind}:${b.id}`, b.browsedAt]));
  const when = (kind: string, id: number) =>
    variant === 'browsed' ? (
      <Text span size="xs" c="dimmed">
        {' '}
        · {formatDate(browsedAt.get(`${kind}:${id}`))}
      </Text>
    ) : null;

  return (
    <Stack gap="md" p="md" maw={960} mx="auto" w="100%" data-testid={`${variant}-page`}>
      {title}
      <Section title={t('lists.professions')} empty={professionIds.length === 0} testId="my-professions">
        {professionIds.map((id) => {
          const p = professionsById.get(id);
          return p ? (
            <Text key={id} size="sm">
              <Anchor component="button" type="button" onClick={() => setOpenId(id)}>
                {localName(p, lang)}
              </Anchor>
              {when('profession', id)}
            </Text>
          ) : null;
        })}
      </Section>
      <Section title={t('lists.sectors')} empty={sectorIds.length === 0} testId="my-sectors">
        {sectorIds.map((id) => {
          const s = sectorsById.get(id);
          return s ? (
            <Text key={id} size="sm">
              <Anchor component={Link} to={`/sectors/${s.hsicCode}`}>
                {localName(s, lang)}
              </Anchor>
              {when('sector', id)}
            </Text>
          ) : null;
        })}
      </Section>
      <Section title={t('lists.segments')} empty={segmentIds.length === 0} testId="my-segments">
        {segmentIds.map((id) => {
          const s = segmentsById.get(id);
          return s ? (
            <Text key={id} size="sm">
              <Anchor component={Link} to={`/segments/${s.code ?? s.id}`}>
                {localName(s, lang)}
              </Anchor>
              {when('segment', id)}
            </Text>
          ) : null;
        })}
      </Section>
      {variant === 'liked' && (
        <Group gap="xs">
          <Badge variant="light">{t('lists.heardOf', { count: l.heardOfProfessionIds.length })}</Badge>
          <Badge variant="light" color="gray">
            {t('lists.notHeardOf', { count: l.notHeardOfProfessionIds.length })}
          </Badge>
        </Group>
      )}
      <ProfessionDetailModal professionId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

function Section({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  empty: boolean;
  testId: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap={6}>
        <Title order={2} size="h5">
          {title}
        </Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            {t('lists.empty')}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
