import { Alert, Anchor, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { GradeSource } from '@waypoint/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { openProgramDeck, openStatistics } from '@/shared/admission-modals';
import { type PortalData, type PortalSubject, usePortalData } from '@/shared/portal-data';
import { useStudentScores } from '@/shared/scores';
import { useSession } from '@/shared/session';
import { type StudentPlan, useStudentPlan } from '@/shared/student-plan';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { Ab3Segments } from './Ab3Segments';
import { ChoiceList } from './ChoiceList';
import { appendChoice, rankedIds } from './choice-slots';
import { stripSubjects, studiedElectiveIds } from './grade-strip';
import { NS } from './locales';
import { OneGradeUpHint } from './OneGradeUpHint';
import { ParentLinkButton } from './ParentLinkButton';
import { PlanAccordions } from './PlanAccordions';
import { PredictionPanel } from './PredictionPanel';
import { planView } from './plan-view';
import { PlanVoiceProvider } from './plan-voice';
import { StudentHeader } from './StudentHeader';
import { usePlanActions } from './use-plan-actions';

/**
 * /ab3 — the student's own JUPAS choice plan; /ab3/:targetUserId (or ?targetUserId=) — a teacher or admin
 * viewing a student's plan (spec 2 §2 "Choice-planning page"). What each viewer may change comes from the
 * server's answer, and the server checks every change again.
 */
export default function ChoicePlanningPage() {
  const { t } = useTranslation(NS);
  const params = useParams();
  const [search] = useSearchParams();
  const targetUserId = params.targetUserId ?? search.get('targetUserId') ?? undefined;
  const { user } = useSession();
  // Staff have no plan of their own: they open a student's from the school list.
  const staffWithoutStudent =
    !targetUserId && user !== null && !user.isSecondaryStudent && (user.isTeacher || user.isAdmin);
  const plan = useStudentPlan(targetUserId, { enabled: !staffWithoutStudent });
  const portal = usePortalData();

  let body: React.ReactNode;
  if (staffWithoutStudent) {
    body = (
      <Alert variant="light" color="blue" data-testid="ab3-pick-student">
        <Text size="sm" mb="xs">
          {t('pickStudent')}
        </Text>
        <Button component={Link} to="/mock-jupas" size="sm">
          {t('openMockJupas')}
        </Button>
      </Alert>
    );
  } else if (plan.isError || portal.isError) {
    body = <ErrorAlert error={plan.error ?? portal.error} />;
  } else if (!plan.data || !portal.data) {
    body = (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  } else {
    body = (
      <PlanVoiceProvider value={plan.data.viewer.isSelf ? 'self' : 'student'}>
        <PlanBody plan={plan.data} portal={portal.data} userId={targetUserId} />
      </PlanVoiceProvider>
    );
  }

  return (
    <Stack gap="md" data-testid="ab3-page">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle>{t('title')}</PageTitle>
        <Group gap="xs">
          {/* Spec 2 §2: the statistics modal's Myself tab is the student's own plan. */}
          {plan.data?.viewer.isSelf && (
            <Button
              variant="light"
              size="sm"
              onClick={() => openStatistics({ subject: { kind: 'self' } })}
              data-testid="ab3-statistics"
            >
              {t('statistics')}
            </Button>
          )}
          {/* Where students plan, the AI suggestions are one tap away (issue 24 item 18). */}
          {plan.data?.viewer.isSelf && (
            <Button variant="light" size="sm" component={Link} to="/ai-guide" data-testid="ab3-ai-guide">
              {t('aiGuide')}
            </Button>
          )}
          {plan.data && planView(plan.data).canShareWithParent && <ParentLinkButton userId={targetUserId} />}
        </Group>
      </Group>
      {body}
    </Stack>
  );
}

function PlanBody({
  plan,
  portal,
  userId,
}: {
  plan: StudentPlan;
  portal: PortalData;
  userId: string | undefined;
}) {
  const { t } = useTranslation(NS);
  const view = planView(plan);
  const actions = usePlanActions(userId);
  const scores = useStudentScores(plan);
  const programIds = useMemo(() => rankedIds(plan.choices), [plan.choices]);
  const subjects = portal.subjects;
  const extraSubjectIds = useMemo(
    () => [
      ...studiedElectiveIds(plan.student.studyingElectives, subjects),
      ...plan.electives.filter((e) => e.reaction === 'like').map((e) => e.electiveId),
    ],
    [plan.student.studyingElectives, plan.electives, subjects],
  );
  const ownCodes = useMemo(
    () =>
      stripSubjects(subjects, {
        rows: plan.grades,
        source: 'overallTarget',
        electiveIds: extraSubjectIds,
      }).map((s) => s.code),
    [subjects, plan.grades, extraSubjectIds],
  );

  const pickGrade = (source: GradeSource) => (subject: PortalSubject, grade: string | null) =>
    actions.saveGrade.mutate({ subjectId: subject.id, subjectCode: subject.code, grade, source });

  const addNext = () =>
    openProgramDeck({
      userId,
      mode: 'singleSelect',
      onPick: (programId) => {
        const result = appendChoice(programIds, programId);
        if ('refused' in result) {
          notifications.show({
            color: 'yellow',
            message: t(`list.refused.${result.refused}`),
            autoClose: 3000,
          });
        } else {
          actions.saveChoices.mutate(result.ids);
        }
      },
    });

  const ownLabel = t(
    view.ownPredictionLabel === 'myPrediction' ? 'grades.myPrediction' : 'grades.studentPrediction',
  );

  return (
    <Stack gap="md">
      {view.showTeacherHeader && <StudentHeader plan={plan} />}
      {view.targetUser && (
        <Text size="sm" c="dimmed" data-testid="read-only-note">
          {t('readOnlyNote')}
        </Text>
      )}
      <Ab3Segments
        plan={plan}
        userId={userId}
        editable={view.canEditChoices}
        subjects={subjects}
        electivesPending={actions.saveElectives.isPending}
        onElectivesChange={(changes) => changes.length > 0 && actions.saveElectives.mutate(changes)}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <PredictionPanel
          source="overallTarget"
          title={ownLabel}
          rows={plan.grades}
          subjects={subjects}
          extraSubjectIds={extraSubjectIds}
          editable={view.canEditOwnPrediction}
          hidden={false}
          scores={scores.self}
          programIds={programIds}
          onPick={pickGrade('overallTarget')}
        />
        <PredictionPanel
          source="schoolPredict"
          title={t('grades.schoolPrediction')}
          rows={plan.grades}
          subjects={subjects}
          extraSubjectIds={extraSubjectIds}
          editable={view.canEditSchoolPrediction}
          hidden={view.schoolPredictionHidden}
          scores={scores.school}
          programIds={programIds}
          onPick={pickGrade('schoolPredict')}
        />
      </SimpleGrid>
      <ChoiceList
        programIds={programIds}
        self={scores.self}
        school={scores.school}
        schoolHidden={view.schoolPredictionHidden}
        showSchool
        ownLabel={ownLabel}
        editable={view.canEditChoices}
        reorderable={view.canReorder}
        confirmDelete={view.confirmDelete}
        hint={<OneGradeUpHint programIds={programIds} grades={scores.selfGrades} subjectCodes={ownCodes} />}
        onReorder={(ids) => actions.saveChoices.mutate(ids)}
        onDelete={(id) => actions.deleteChoice.mutate(id)}
        onAddNext={addNext}
        onClearAll={() => actions.clearChoices.mutate()}
      />
      <PlanAccordions plan={plan} choiceCount={programIds.length} showDeadlines={view.canSeeDeadlines} />
      <Text size="xs" c="dimmed" data-testid="disclaimer">
        {t('disclaimer')}{' '}
        <Anchor component={Link} to="/terms-and-conditions" size="xs" underline="always">
          {t('terms')}
        </Anchor>
      </Text>
    </Stack>
  );
}
