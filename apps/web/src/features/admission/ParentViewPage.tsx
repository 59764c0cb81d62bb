import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { usePortalData } from '@/shared/portal-data';
import { gradesFromPlan, useProgramScores } from '@/shared/scores';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { ChoiceList } from './ChoiceList';
import { rankedIds } from './choice-slots';
import { NS } from './locales';
import { PredictionPanel } from './PredictionPanel';
import { PlanVoiceProvider } from './plan-voice';

const NO_IDS: readonly number[] = [];

/**
 * /ab3-pv/:userId?t= — a parent reads the child's choices and own prediction, nothing else, and changes
 * nothing. It opens only with a signed link that has not lapsed: a bare id, a wrong or an old token all
 * show the same message and nothing of the plan (the server answers "not found" to each).
 */
export default function ParentViewPage() {
  const { t } = useTranslation(NS);
  const { userId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const trpc = useTRPC();
  const format = useFormatDateTime();
  const view = useQuery({
    ...trpc.admission.getParentView.queryOptions({ userId, t: token }),
    enabled: token !== '' && userId !== '',
    retry: false,
    staleTime: 60_000,
  });
  const portal = usePortalData();
  const grades = useMemo(
    () => (view.data ? gradesFromPlan(view.data.grades, 'overallTarget') : null),
    [view.data],
  );
  const scores = useProgramScores(grades);
  const programIds = useMemo(() => (view.data ? rankedIds(view.data.choices) : NO_IDS), [view.data]);

  const invalidLink =
    token === '' || (view.error instanceof TRPCClientError && view.error.data?.code === 'NOT_FOUND');

  let body: React.ReactNode;
  if (invalidLink) {
    body = (
      <Alert
        color="yellow"
        variant="light"
        title={t('parent.invalidTitle')}
        data-testid="parent-view-invalid"
      >
        {t('parent.invalid')}
      </Alert>
    );
  } else if (view.isError || portal.isError) {
    body = <ErrorAlert error={view.error ?? portal.error} />;
  } else if (!view.data || !portal.data) {
    body = (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  } else {
    const student = view.data.student;
    body = (
      // The parent reads about their child: the messages say "the student's score", not "your score".
      <PlanVoiceProvider value="student">
        <Stack gap="md" data-testid="parent-view">
          <Text fw={700} size="lg" data-testid="parent-view-student">
            {[student.preferredName ?? student.fullName, student.chineseName].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('parent.intro', { date: format(view.data.expiresAt) })}
          </Text>
          <PredictionPanel
            source="overallTarget"
            title={t('grades.studentPrediction')}
            rows={view.data.grades}
            subjects={portal.data.subjects}
            extraSubjectIds={NO_IDS}
            editable={false}
            hidden={false}
            scores={scores}
            programIds={programIds}
            onPick={() => {}}
          />
          <ChoiceList
            programIds={programIds}
            self={scores}
            school={null}
            schoolHidden={false}
            showSchool={false}
            ownLabel={t('grades.studentPrediction')}
            editable={false}
            reorderable={false}
            confirmDelete
            showEmptySlots={false}
          />
          <Text size="xs" c="dimmed">
            {t('disclaimer')}
          </Text>
        </Stack>
      </PlanVoiceProvider>
    );
  }

  return (
    <Stack gap="md" data-testid="ab3-parent-page">
      <PageTitle>{t('parent.title')}</PageTitle>
      {body}
    </Stack>
  );
}
