import { Alert, Chip, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { findSector } from './find-item';
import { NS } from './locales';
import { ProfessionDetailModal } from './ProfessionDetailModal';
import { SectorPanel } from './SectorPanels';
import { useCatalogue } from './use-professions';

/** /sectors and /sectors/:name (public): the sector chips and the chosen sector's panel. */
export default function SectorsPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { name } = useParams();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const { user } = useSession();
  const catalogue = useCatalogue();
  const browse = useMutation(trpc.professions.addUserBrowsedSector.mutationOptions());
  const [professionId, setProfessionId] = useState<number | null>(null);
  const sector = name && catalogue.data ? findSector(catalogue.data.sectors, name) : undefined;
  const sectorId = sector?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one browsed record per sector opened.
  useEffect(() => {
    if (sectorId !== null && user) browse.mutate({ id: sectorId });
  }, [sectorId, user?.id]);

  return (
    <Stack gap="md" p="md" maw={960} mx="auto" w="100%">
      <PageTitle>{t('sectorsTitle')}</PageTitle>
      {catalogue.isPending && <Loader aria-label={t('loading')} />}
      {catalogue.isError && <ErrorAlert error={catalogue.error} />}
      {catalogue.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('sectorsIntro')}
          </Text>
          <ScrollArea type="auto" offsetScrollbars>
            <Chip.Group
              value={sector ? sector.hsicCode : ''}
              onChange={(code) => navigate(code ? `/sectors/${code}` : '/sectors')}
            >
              <Group gap={6} wrap="nowrap" pb="xs" role="group" aria-label={t('sectorsTitle')}>
                {catalogue.data.sectors.map((s) => (
                  <Chip key={s.id} value={s.hsicCode} size="sm" data-testid="sector-chip">
                    {localName(s, lang)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </ScrollArea>
          {name && !sector && <Alert color="yellow">{t('notFound')}</Alert>}
          {sectorId === null ? (
            <Alert>{t('pickSector')}</Alert>
          ) : (
            <SectorPanel key={sectorId} sectorId={sectorId} onOpenProfession={setProfessionId} />
          )}
        </>
      )}
      <ProfessionDetailModal professionId={professionId} onClose={() => setProfessionId(null)} />
    </Stack>
  );
}
