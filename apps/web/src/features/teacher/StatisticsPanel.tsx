import { Center, Chip, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_STATS_BAND,
  STATS_BANDS,
  statisticsDseYearOptions,
  summariseMockJupasResults,
} from '@waypoint/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { portalLookups, usePortalData } from '@/shared/portal-data';
import { useStudentPlan } from '@/shared/student-plan';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { NS } from './locales';
import { CountBars, SharePie } from './StatisticsCharts';
import { choicesAsResults, type StatisticsSubject, toChartItems } from './statistics-data';

type Segment = 'myself' | 'school';

interface StatisticsPanelProps {
  subject: StatisticsSubject;
  /** The school of the School tab; null hides it (students see only their own plan). */
  schoolId: string | null;
}

/** Spec 2 "Statistics modal": Myself and School, three charts each. Loaded only when opened. */
export default function StatisticsPanel({ subject, schoolId }: StatisticsPanelProps) {
  const { t } = useTranslation(NS);
  const hasMyself = subject.kind !== 'none';
  const [segment, setSegment] = useState<Segment>(hasMyself ? 'myself' : 'school');
  const myselfLabel = subject.kind === 'student' ? subject.name : t('statistics.myself');

  return (
    <Stack gap="md">
      {schoolId !== null && (
        <SegmentedChoice
          fullWidth
          value={segment}
          onChange={(value) => setSegment(value as Segment)}
          data={[
            { value: 'myself', label: myselfLabel, disabled: !hasMyself },
            { value: 'school', label: t('statistics.school') },
          ]}
          aria-label={t('statistics.segments')}
        />
      )}
      {!hasMyself && (
        <Text size="sm" c="dimmed">
          {t('statistics.teacherMyselfHint')}
        </Text>
      )}
      {segment === 'myself' && hasMyself && <MyselfCharts subject={subject} />}
      {segment === 'school' && schoolId !== null && <SchoolCharts schoolId={schoolId} />}
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation(NS);
  return (
    <Center p="lg">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

function MyselfCharts({ subject }: { subject: Exclude<StatisticsSubject, { kind: 'none' }> }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const portal = usePortalData();
  const plan = useStudentPlan(subject.kind === 'student' ? subject.id : undefined);

  const charts = useMemo(() => {
    if (!portal.data || !plan.data) return null;
    const {
      programById: programs,
      institutionById: institutions,
      disciplineGroupById: groups,
    } = portalLookups(portal.data);
    // The domain's summary of mock-JUPAS results, run on this one plan.
    const summary = summariseMockJupasResults(choicesAsResults(plan.data.choices), {
      institutionOf: new Map(portal.data.programs.map((program) => [program.id, program.institutionId])),
      disciplineGroupOf: new Map(
        portal.data.programs.flatMap((program) =>
          program.mainDisciplineGroupId === null ? [] : [[program.id, program.mainDisciplineGroupId]],
        ),
      ),
      best5MedianOf: new Map(portal.data.programs.map((program) => [program.id, program.best5Score])),
    });
    const orderOf = new Map(plan.data.choices.map((choice) => [choice.programId, choice.order]));
    return {
      universities: toChartItems(
        summary.institutions.flatMap((slice) =>
          slice.key === null
            ? []
            : [
                {
                  key: String(slice.key),
                  label: institutionLabel(institutions.get(slice.key), lang),
                  count: slice.count,
                },
              ],
        ),
      ),
      disciplineGroups: toChartItems(
        summary.disciplineGroups.flatMap((slice) => {
          const group = slice.key === null ? undefined : groups.get(Number(slice.key));
          return group ? [{ key: String(group.id), label: localName(group, lang), count: slice.count }] : [];
        }),
      ),
      best5: summary.best5Medians
        .map((row) => ({ ...row, order: orderOf.get(row.programId) ?? 0 }))
        .sort((a, b) => a.order - b.order)
        .map((row) => {
          const program = programs.get(row.programId);
          return {
            key: String(row.programId),
            axisLabel: `${row.order}. ${program?.jupasCode ?? row.programId}`,
            name: `${row.order}. ${programLabel(program, lang)}`,
            value: row.best5Median,
          };
        }),
    };
  }, [portal.data, plan.data, lang]);

  if (portal.isPending || plan.isPending) return <Loading />;
  if (portal.error || plan.error) return <ErrorAlert error={portal.error ?? plan.error} />;
  if (!charts) return null;
  return (
    <Stack gap="md" data-testid="statistics-myself">
      <Text size="sm">{t('statistics.myChoices', { count: plan.data.choices.length })}</Text>
      <SharePie
        title={t('statistics.universities')}
        items={charts.universities}
        testId="chart-universities"
      />
      <SharePie
        title={t('statistics.disciplineGroups')}
        items={charts.disciplineGroups}
        testId="chart-discipline-groups"
      />
      <CountBars
        title={t('statistics.best5Median')}
        note={t('statistics.best5MyNote')}
        bars={charts.best5}
        valueLabel={t('statistics.best5Median')}
        horizontal
        emptyText={plan.data.choices.length > 0 ? t('statistics.noBest5') : undefined}
        testId="chart-best5"
      />
    </Stack>
  );
}

type ThirdChart = 'best5' | 'mostSelected';

function SchoolCharts({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const portal = usePortalData();
  const years = useMemo(() => statisticsDseYearOptions(new Date()), []);
  const [yearDSE, setYearDSE] = useState<number>(years.defaultYear);
  const [bands, setBands] = useState<string[]>([String(DEFAULT_STATS_BAND)]);
  const [third, setThird] = useState<ThirdChart>('mostSelected');
  const results = useQuery(
    trpc.teacher.getSchoolMockJUPASResults.queryOptions({
      schoolId,
      yearDSE,
      bandOrders: bands.map(Number).sort((a, b) => a - b),
    }),
  );

  const charts = useMemo(() => {
    if (!portal.data || !results.data) return null;
    const { summary } = results.data;
    const {
      programById: programs,
      institutionById: institutions,
      disciplineGroupById: groups,
    } = portalLookups(portal.data);
    return {
      summary,
      universities: toChartItems(
        summary.byInstitution.map((row) => ({
          key: String(row.institutionId),
          label: institutionLabel(institutions.get(row.institutionId), lang),
          count: row.count,
        })),
      ),
      disciplineGroups: toChartItems(
        summary.byDisciplineGroup.map((row) => {
          const group = groups.get(row.disciplineGroupId);
          return {
            key: String(row.disciplineGroupId),
            label: group ? localName(group, lang) : String(row.disciplineGroupId),
            count: row.count,
          };
        }),
      ),
      mostSelected: summary.topPrograms.map((row) => {
        const program = programs.get(row.programId);
        return {
          key: String(row.programId),
          axisLabel: program?.jupasCode ?? String(row.programId),
          name: programLabel(program, lang),
          value: row.count,
        };
      }),
      best5: summary.best5Medians.map((row) => ({
        key: String(row.score),
        axisLabel: String(row.score),
        name: t('statistics.scoreBucket', { score: row.score, next: row.score + 1 }),
        value: row.count,
      })),
    };
  }, [portal.data, results.data, lang, t]);

  return (
    <Stack gap="md" data-testid="statistics-school">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('statistics.dseYear')}
          data={years.options.map((year) => ({ value: String(year), label: String(year) }))}
          value={String(yearDSE)}
          onChange={(value) => value && setYearDSE(Number(value))}
          allowDeselect={false}
          w={140}
          data-testid="statistics-year"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="statistics-bands-label">
            {t('statistics.bands')}
          </Text>
          <Chip.Group
            multiple
            value={bands}
            // At least one band stays chosen: no band would chart nothing.
            onChange={(value) => value.length > 0 && setBands(value)}
          >
            <Group gap={6} role="group" aria-labelledby="statistics-bands-label">
              {STATS_BANDS.map((band) => (
                <Chip key={band.order} value={String(band.order)} size="sm">
                  {band.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      </Group>
      {(portal.isPending || results.isPending) && !charts && <Loading />}
      <ErrorAlert error={portal.error ?? results.error} />
      {charts && (
        <>
          <Text size="sm" data-testid="statistics-student-count">
            {t('statistics.schoolSummary', {
              withChoices: charts.summary.studentsWithChoices,
              students: charts.summary.studentCount,
            })}
          </Text>
          <SharePie
            title={t('statistics.universities')}
            items={charts.universities}
            testId="chart-universities"
          />
          <SharePie
            title={t('statistics.disciplineGroups')}
            items={charts.disciplineGroups}
            testId="chart-discipline-groups"
          />
          <SegmentedChoice
            fullWidth
            value={third}
            onChange={(value) => setThird(value as ThirdChart)}
            data={[
              { value: 'mostSelected', label: t('statistics.mostSelectedShort') },
              { value: 'best5', label: t('statistics.best5Median') },
            ]}
            aria-label={t('statistics.thirdChart')}
          />
          {third === 'mostSelected' ? (
            <CountBars
              title={t('statistics.mostSelected')}
              note={t('statistics.mostSelectedNote')}
              bars={charts.mostSelected}
              valueLabel={t('statistics.choicesColumn')}
              horizontal
              testId="chart-most-selected"
            />
          ) : (
            <CountBars
              title={t('statistics.best5Median')}
              note={
                charts.summary.best5MedianOfChoices === null
                  ? t('statistics.best5SchoolNote')
                  : `${t('statistics.best5SchoolNote')} ${t('statistics.best5MedianOfChoices', {
                      score: charts.summary.best5MedianOfChoices,
                      count: charts.summary.best5ChoiceCount,
                    })}`
              }
              bars={charts.best5}
              valueLabel={t('statistics.choicesColumn')}
              emptyText={charts.summary.choiceCount > 0 ? t('statistics.noBest5') : undefined}
              testId="chart-best5"
            />
          )}
        </>
      )}
    </Stack>
  );
}

function institutionLabel(
  institution: { name: string; nameShort: string; nameChi: string } | undefined,
  lang: 'zh-HK' | 'en',
): string {
  if (!institution) return '—';
  return lang === 'zh-HK' ? institution.nameChi : institution.nameShort;
}

function programLabel(
  program: { jupasCode: string; name: string; nameChi: string } | undefined,
  lang: 'zh-HK' | 'en',
): string {
  if (!program) return '—';
  return `${program.jupasCode} ${localName(program, lang)}`;
}
