import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { GradeSource } from '@waypoint/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, useLang } from '@/shared/format';
import type { PortalSubject } from '@/shared/portal-data';
import { usePortalLookups } from '@/shared/portal-data';
import type { ProgramScores } from '@/shared/scores';
import type { PlanGradeRow } from '@/shared/student-plan';
import { CalculationTable } from './CalculationTable';
import { GradeChip } from './GradeChip';
import { addableSubjects, gradeOf, gradeOptionsFor, stripSubjects } from './grade-strip';
import { NS } from './locales';
import { usePlanVoice } from './plan-voice';

export interface PredictionPanelProps {
  source: GradeSource;
  title: string;
  rows: readonly PlanGradeRow[];
  subjects: readonly PortalSubject[];
  /** Electives to show even before they have a grade (profile electives, the electives ordering). */
  extraSubjectIds: readonly number[];
  editable: boolean;
  /** '✱' for every grade and score of this prediction. */
  hidden: boolean;
  scores: ProgramScores | null;
  /** The ranked programmes: the breakdown is for one of them. */
  programIds: readonly number[];
  onPick: (subject: PortalSubject, grade: string | null) => void;
}

/**
 * Spec 2 §2 prediction panel with the subject-grade strip: core subjects and the student's electives, a
 * grade popover on each, and Breakdown / Hide for the calculation table of one chosen programme.
 */
export function PredictionPanel(props: PredictionPanelProps) {
  const { t } = useTranslation(NS);
  const voice = usePlanVoice();
  const lang = useLang();
  const lookups = usePortalLookups();
  const [added, setAdded] = useState<number[]>([]);
  const [breakdown, setBreakdown] = useState(false);
  const [programId, setProgramId] = useState<number | null>(null);

  const strip = useMemo(
    () =>
      stripSubjects(props.subjects, {
        rows: props.rows,
        source: props.source,
        electiveIds: props.extraSubjectIds,
        addedIds: added,
      }),
    [props.subjects, props.rows, props.source, props.extraSubjectIds, added],
  );
  const addable = useMemo(() => addableSubjects(props.subjects, strip), [props.subjects, strip]);
  const subjectName = (s: PortalSubject) => localName({ name: s.nameEn, nameChi: s.nameChi }, lang);
  const nameOfCode = (code: string) => {
    const s = lookups?.subjectByCode.get(code);
    return s ? subjectName(s) : code;
  };

  const chosenId =
    programId !== null && props.programIds.includes(programId) ? programId : props.programIds[0];
  const result = chosenId !== undefined ? props.scores?.get(chosenId)?.result : undefined;
  const testId = props.source === 'overallTarget' ? 'own-prediction' : 'school-prediction';
  const noGrade = t('grades.none');
  const hiddenHint = t('grades.hiddenHint');

  return (
    <Paper withBorder p="sm" data-testid={testId} data-editable={props.editable}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5">
            {props.title}
          </Title>
          {!props.hidden && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setBreakdown((b) => !b)}
              aria-expanded={breakdown}
              data-testid={`${testId}-breakdown`}
            >
              {breakdown ? t('grades.hide') : t('grades.breakdown')}
            </Button>
          )}
        </Group>
        {props.hidden && (
          <Text size="xs" c="dimmed">
            {t('grades.hiddenHint')}
          </Text>
        )}
        <Group gap={6} data-testid={`${testId}-strip`}>
          {strip.map((subject) => {
            const { grade, hidden } = gradeOf(props.rows, props.source, subject.id);
            const name = subjectName(subject);
            return (
              <GradeChip
                key={subject.id}
                subjectName={name}
                pickLabel={t('grades.pickFor', { subject: name, grade: grade ?? noGrade })}
                hiddenHint={hiddenHint}
                code={subject.code}
                grade={grade}
                hidden={props.hidden || hidden}
                options={gradeOptionsFor(subject)}
                editable={props.editable}
                onPick={(value) => props.onPick(subject, value)}
                testId={`${testId}-grade-${subject.code}`}
              />
            );
          })}
        </Group>
        {props.editable && addable.length > 0 && (
          <Select
            size="xs"
            w={240}
            searchable
            clearable={false}
            value={null}
            placeholder={t('grades.addSubject')}
            aria-label={t('grades.addSubject')}
            // Mounted only while open: a closed dropdown kept in the page was positioned at mount, forcing a
            // layout of the whole of /ab3 before its first paint, and held every addable subject as an option.
            comboboxProps={{ keepMounted: false }}
            data={addable.map((s) => ({ value: String(s.id), label: subjectName(s) }))}
            onChange={(value) => value && setAdded((ids) => [...ids, Number(value)])}
            data-testid={`${testId}-add-subject`}
          />
        )}
        {breakdown && !props.hidden && (
          <Stack gap="xs">
            {props.programIds.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('calc.noChoices')}
              </Text>
            ) : (
              <Select
                size="sm"
                label={t('calc.program')}
                value={chosenId !== undefined ? String(chosenId) : null}
                allowDeselect={false}
                data={props.programIds.map((id, i) => {
                  const program = lookups?.programById.get(id);
                  return {
                    value: String(id),
                    label: `${i + 1}. ${program ? `${program.jupasCode} ${localName(program, lang)}` : id}`,
                  };
                })}
                onChange={(value) => value && setProgramId(Number(value))}
                data-testid={`${testId}-breakdown-program`}
              />
            )}
            {result ? (
              <CalculationTable result={result} subjectName={nameOfCode} />
            ) : (
              props.programIds.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t('score.noGrades', voice)}
                </Text>
              )
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
