import { Button, Chip, Group, List, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { matchesProfessionSearch } from '@waypoint/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openProfessionList } from '@/shared/admission-modals';
import { localName, useLang } from '@/shared/format';
import { usePortalData } from '@/shared/portal-data';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';

const SHOWN = 100;

/**
 * /programs (public): JUPAS programmes by study area, with the professions each area leads to. Searching
 * matches the programme's English name without case, its Chinese name or its JUPAS code.
 */
export default function ProgramsPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const portal = usePortalData();
  const [disciplineId, setDisciplineId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const programs = useMemo(
    () =>
      (portal.data?.programs ?? []).filter(
        (p) =>
          (disciplineId === null || p.disciplineIds.includes(disciplineId)) &&
          (matchesProfessionSearch(p, search) ||
            p.jupasCode.toLowerCase().includes(search.trim().toLowerCase())),
      ),
    [portal.data, disciplineId, search],
  );
  return (
    <Stack gap="md" p="md" maw={960} mx="auto" w="100%">
      <PageTitle>{t('programs.title')}</PageTitle>
      {portal.isPending && <Loader aria-label={t('loading')} />}
      {portal.isError && <ErrorAlert error={portal.error} />}
      {portal.data && (
        <>
          <TextInput
            aria-label={t('programs.search')}
            placeholder={t('programs.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <ScrollArea type="auto" offsetScrollbars>
            <Chip.Group
              value={disciplineId === null ? '' : String(disciplineId)}
              onChange={(v) => setDisciplineId(v ? Number(v) : null)}
            >
              <Group gap={6} wrap="nowrap" pb="xs" role="group" aria-label={t('programs.disciplines')}>
                {portal.data.disciplines.map((d) => (
                  <Chip key={d.id} value={String(d.id)} size="sm">
                    {localName(d, lang)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </ScrollArea>
          {disciplineId !== null && (
            <Button
              variant="light"
              onClick={() => openProfessionList({ disciplineId })}
              data-testid="open-discipline-professions"
            >
              {t('programs.relatedProfessions')}
            </Button>
          )}
          <Text size="sm" c="dimmed">
            {t('programs.count', { count: programs.length })}
          </Text>
          {programs.length === 0 ? (
            <Text c="dimmed">{t('programs.empty')}</Text>
          ) : (
            <List spacing={4} size="sm" data-testid="programs-list">
              {programs.slice(0, SHOWN).map((p) => (
                <List.Item key={p.id}>
                  <Text span fw={600} size="sm">
                    {p.jupasCode}
                  </Text>{' '}
                  {localName(p, lang)}{' '}
                  <Text span size="xs" c="dimmed">
                    ({p.institutionNameShort})
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
          {programs.length > SHOWN && (
            <Text size="xs" c="dimmed">
              {t('programs.more', { shown: SHOWN, count: programs.length })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
