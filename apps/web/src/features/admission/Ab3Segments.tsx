import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { parseElectiveStreamChart } from '@waypoint/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDisciplineSelect, openProgramDeck } from '@/shared/admission-modals';
import { localName, useLang } from '@/shared/format';
import { type PortalSubject, usePortalLookups } from '@/shared/portal-data';
import type { StudentPlan } from '@/shared/student-plan';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { ElectivesOrdering } from './ElectivesOrdering';
import type { electiveChanges } from './electives-view';
import { NS } from './locales';

type Segment = 'disciplines' | 'programs' | 'electives';

/**
 * Spec 2 §2 AB3 mode: 1 Disciplines (the discipline picker; the liked ones listed), 2 Programs (the deck
 * on the liked disciplines; the liked programmes listed), 3 Electives (the ordering).
 */
export function Ab3Segments({
  plan,
  userId,
  editable,
  subjects,
  electivesPending,
  onElectivesChange,
}: {
  plan: StudentPlan;
  userId: string | undefined;
  editable: boolean;
  subjects: readonly PortalSubject[];
  electivesPending: boolean;
  onElectivesChange: (changes: ReturnType<typeof electiveChanges>) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const lookups = usePortalLookups();
  const [segment, setSegment] = useState<Segment>('disciplines');
  const likedDisciplines = plan.disciplines.filter((d) => d.reaction === 'like');
  const likedPrograms = plan.programs.filter((p) => p.reaction === 'like');
  const chart = useMemo(
    () => parseElectiveStreamChart(plan.schoolSettings.electiveStreams),
    [plan.schoolSettings.electiveStreams],
  );

  return (
    <Paper withBorder p="sm" data-testid="ab3-segments">
      <Stack gap="sm">
        <SegmentedChoice
          fullWidth
          value={segment}
          onChange={(value) => setSegment(value as Segment)}
          data={[
            { value: 'disciplines', label: t('ab3.disciplines') },
            { value: 'programs', label: t('ab3.programs') },
            { value: 'electives', label: t('ab3.electives') },
          ]}
          aria-label={t('ab3.label')}
          data-testid="ab3-segment-control"
        />
        {segment === 'disciplines' && (
          <Stack gap="xs" data-testid="ab3-disciplines">
            <Group gap={6} data-testid="liked-disciplines">
              {likedDisciplines.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('ab3.noDisciplines')}
                </Text>
              )}
              {likedDisciplines.map((d) => {
                const discipline = lookups?.disciplineById.get(d.disciplineId);
                return (
                  <Badge
                    key={d.disciplineId}
                    variant="light"
                    size="lg"
                    tt="none"
                    maw="100%"
                    data-testid="liked-discipline"
                  >
                    {discipline ? localName(discipline, lang) : d.disciplineId}
                  </Badge>
                );
              })}
            </Group>
            <Group>
              <Button
                onClick={() => openDisciplineSelect({ userId, readOnly: !editable })}
                data-testid="open-discipline-select"
              >
                {editable ? t('ab3.chooseDisciplines') : t('ab3.viewDisciplines')}
              </Button>
            </Group>
          </Stack>
        )}
        {segment === 'programs' && (
          <Stack gap="xs" data-testid="ab3-programs">
            <Stack gap={4} data-testid="liked-programs">
              {likedPrograms.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('ab3.noPrograms')}
                </Text>
              )}
              {likedPrograms.map((p) => {
                const program = lookups?.programById.get(p.programId);
                return (
                  <Text key={p.programId} size="sm" data-testid="liked-program">
                    {program
                      ? `${program.jupasCode} · ${program.institutionNameShort} · ${localName(program, lang)}`
                      : p.programId}
                  </Text>
                );
              })}
            </Stack>
            <Group>
              <Button
                onClick={() =>
                  openProgramDeck({
                    userId,
                    mode: editable ? 'select' : 'readOnly',
                    ab3Mode: true,
                    targetDisciplineId: likedDisciplines[0]?.disciplineId,
                  })
                }
                data-testid="open-program-deck"
              >
                {editable ? t('ab3.openDeck') : t('ab3.viewDeck')}
              </Button>
            </Group>
          </Stack>
        )}
        {segment === 'electives' && (
          <ElectivesOrdering
            electives={plan.electives}
            subjects={subjects}
            className={plan.student.class}
            chart={chart}
            editable={editable}
            pending={electivesPending}
            onChange={onElectivesChange}
          />
        )}
      </Stack>
    </Paper>
  );
}
