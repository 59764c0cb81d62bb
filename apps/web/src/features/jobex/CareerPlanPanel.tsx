import {
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferInput } from '@trpc/tanstack-react-query';
import { graduationYearOptions, JOBEX_LIMITS, YEAR_OF_STUDY_OPTIONS } from '@waypoint/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Api, useTRPC } from '@/shared/api';
import { localName, useLang, useOptionList } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { usePortalData } from '@/shared/portal-data';
import { professionOptionsFilter } from '@/shared/profession-search';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import type { CareerPlan } from './use-jobex';
import { useShowError } from './use-jobex';

type PlanInput = inferInput<Api['jobex']['saveUserCareerPlan']>['careerPlan'];

type Draft = Omit<CareerPlan, 'updatedAt' | 'timeline'> & { goals: Record<string, string> };

function toDraft(plan: CareerPlan): Draft {
  const { updatedAt: _u, timeline, ...rest } = plan;
  return { ...rest, goals: Object.fromEntries(timeline.map((s) => [s.yearOfStudy, s.goal])) };
}

/** The career plan: target professions and sectors from the profession data, a goal per year, and the form options. */
export function CareerPlanPanel() {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const plan = useQuery(trpc.jobex.getUserCareerPlan.queryOptions());
  const catalogue = useQuery({ ...trpc.professions.getProfessions.queryOptions(), staleTime: Infinity });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (plan.data && draft === null) setDraft(toDraft(plan.data));
  }, [plan.data, draft]);
  const save = useMutation({
    ...trpc.jobex.saveUserCareerPlan.mutationOptions(),
    onSuccess: (saved) => {
      queryClient.setQueryData(trpc.jobex.getUserCareerPlan.queryKey(), saved);
      notifications.show({ color: 'green', message: t('saved'), autoClose: 2000 });
    },
    onError: showError,
  });
  const professionOptions = useMemo(
    () =>
      (catalogue.data?.professions ?? []).map((p) => ({ value: String(p.id), label: localName(p, lang) })),
    [catalogue.data, lang],
  );
  const professionFilter = useMemo(
    () => professionOptionsFilter(catalogue.data?.professions ?? []),
    [catalogue.data],
  );
  const sectorOptions = useMemo(
    () => (catalogue.data?.sectors ?? []).map((s) => ({ value: String(s.id), label: localName(s, lang) })),
    [catalogue.data, lang],
  );
  const portal = usePortalData();
  const programmeOptions = useMemo(
    () =>
      (portal.data?.programs ?? []).map((p) => ({
        value: String(p.id),
        label: `${p.jupasCode} ${lang === 'zh-HK' ? p.nameChi : p.name}`,
      })),
    [portal.data, lang],
  );
  const yearLabels = useOptionList('yearOfStudy');
  const years = yearLabels.filter((o) => (YEAR_OF_STUDY_OPTIONS as readonly string[]).includes(o.value));
  const curriculums = useOptionList('curriculum');
  const statuses = useOptionList('studentStatus');
  const howToKnow = useOptionList('howToKnow');
  const graduationYears = graduationYearOptions().map(String);

  if (plan.error) return <ErrorAlert error={plan.error} />;
  if (!draft) return null;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const submit = () => {
    const { goals, ...rest } = draft;
    // The pickers offer only the lists' values; the server checks them again.
    save.mutate({
      careerPlan: {
        ...(rest as Omit<PlanInput, 'timeline'>),
        timeline: YEAR_OF_STUDY_OPTIONS.filter((y) => goals[y]?.trim()).map((y) => ({
          yearOfStudy: y,
          goal: goals[y]!.trim(),
        })),
      },
    });
  };

  return (
    <Stack gap="lg" data-testid="career-plan">
      <Textarea
        label={t('plan.objective')}
        value={draft.objective ?? ''}
        onChange={(e) => set({ objective: e.currentTarget.value })}
        autosize
        minRows={2}
        {...limit(draft.objective, 1000, { hint: t('plan.objectiveHint') })}
      />
      <MultiSelect
        label={t('plan.professions')}
        placeholder={t('plan.searchPlaceholder')}
        data={professionOptions}
        value={draft.targetProfessionIds.map(String)}
        onChange={(v) => set({ targetProfessionIds: v.map(Number) })}
        maxValues={JOBEX_LIMITS.targetProfessions}
        searchable
        filter={professionFilter}
        limit={50}
        data-testid="plan-professions"
      />
      <MultiSelect
        label={t('plan.sectors')}
        placeholder={t('plan.searchPlaceholder')}
        data={sectorOptions}
        value={draft.targetSectorIds.map(String)}
        onChange={(v) => set({ targetSectorIds: v.map(Number) })}
        maxValues={JOBEX_LIMITS.targetSectors}
        searchable
        data-testid="plan-sectors"
      />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('plan.timeline')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('plan.timelineHint')}
          </Text>
          {years.map((year) => (
            <Textarea
              key={year.value}
              label={t('plan.goalFor', { year: year.label })}
              value={draft.goals[year.value] ?? ''}
              onChange={(e) => set({ goals: { ...draft.goals, [year.value]: e.currentTarget.value } })}
              autosize
              minRows={1}
              {...limit(draft.goals[year.value], JOBEX_LIMITS.timelineGoal)}
            />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('plan.about')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('plan.curriculum')}
            data={curriculums}
            value={draft.curriculum}
            onChange={(v) => set({ curriculum: v })}
            clearable
          />
          <Select
            label={t('plan.studentStatus')}
            data={statuses}
            value={draft.studentStatus}
            onChange={(v) => set({ studentStatus: v })}
            clearable
          />
          <Select
            label={t('plan.yearOfStudy')}
            data={years}
            value={draft.yearOfStudy}
            onChange={(v) => set({ yearOfStudy: v })}
            clearable
          />
          <Select
            label={t('plan.programme')}
            description={t('plan.programmeHint')}
            data={programmeOptions}
            value={draft.programId === null ? null : String(draft.programId)}
            onChange={(v) => set({ programId: v ? Number(v) : null })}
            searchable
            clearable
            limit={50}
          />
          <Select
            label={t('plan.graduationYear')}
            data={graduationYears}
            value={draft.graduationYear === null ? null : String(draft.graduationYear)}
            onChange={(v) => set({ graduationYear: v ? Number(v) : null })}
            clearable
          />
          <Select
            label={t('plan.howToKnow')}
            data={howToKnow}
            value={draft.howToKnow}
            onChange={(v) => set({ howToKnow: v })}
            clearable
          />
        </SimpleGrid>
      </Paper>
      <Group>
        <Button onClick={submit} loading={save.isPending} data-testid="save-plan">
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
