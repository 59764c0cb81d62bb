import { Stack, Table, Text } from '@mantine/core';
import { formatScore, type ScoreCalculationResult, type ScoreStep } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';

/** How a weighting reads: '× 1.5'; blank when the subject does not count. */
function weightText(step: ScoreStep): string {
  if (step.use === 'notCounted' || step.use === 'notScored') return '–';
  return `× ${Number(step.weighting.toFixed(4))}`;
}

/**
 * Spec 2 §3 "Score calculation result" as a table: each entered subject with its grade, the programme's
 * minimum, its points on the programme's scale, weighting and what it adds; then missing subjects, the
 * bonus and the total. Every figure comes from the domain calculator's calculationSteps.
 */
export function CalculationTable({
  result,
  subjectName,
}: {
  result: ScoreCalculationResult;
  subjectName: (code: string) => string;
}) {
  const { t } = useTranslation(NS);
  const steps = result.calculationSteps;
  const names = (codes: string) => codes.split('|').map(subjectName).join(' / ');
  return (
    <Stack gap="xs" data-testid="calculation-table">
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('calc.subject')}</Table.Th>
              <Table.Th>{t('calc.grade')}</Table.Th>
              <Table.Th>{t('calc.minGrade')}</Table.Th>
              <Table.Th ta="right">{t('calc.score')}</Table.Th>
              <Table.Th ta="right">{t('calc.weighting')}</Table.Th>
              <Table.Th ta="right">{t('calc.weightedScore')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {steps.scoreObj.map((step) => (
              <Table.Tr key={step.subjectCode} data-use={step.use}>
                <Table.Td>
                  {subjectName(step.subjectCode)}
                  {step.use !== 'counted' && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({t(`calc.use.${step.use}`)})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td
                  c={step.failedMinGrade ? 'red.8' : undefined}
                  fw={step.failedMinGrade ? 700 : undefined}
                >
                  {step.grade}
                </Table.Td>
                <Table.Td>{step.minGrade ?? '–'}</Table.Td>
                <Table.Td ta="right">{formatScore(step.score)}</Table.Td>
                <Table.Td ta="right">{weightText(step)}</Table.Td>
                <Table.Td ta="right">{formatScore(step.weightedScore)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {steps.bonusScore !== 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  {steps.bonusPercent !== 0
                    ? t('calc.bonusPercent', {
                        percent: steps.bonusPercent,
                        base: formatScore(steps.bonusBase),
                      })
                    : t('calc.bonusScore')}
                </Table.Td>
                <Table.Td ta="right">{formatScore(steps.bonusScore)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th colSpan={5}>{t('calc.total')}</Table.Th>
              <Table.Th ta="right" data-testid="calculation-total">
                {formatScore(result.totalScores)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {steps.missingSubjects.length > 0 && (
        <Text size="xs" c="orange.9">
          {t('calc.missing', { subjects: steps.missingSubjects.map(names).join(', ') })}
        </Text>
      )}
      {result.notMeetMinGradeSubjects.length > 0 && (
        <Text size="xs" c="red.8">
          {t('calc.minNotMet', {
            subjects: result.notMeetMinGradeSubjects
              .map((m) => `${subjectName(m.subjectCode)} ≥ ${m.minGrade}`)
              .join(', '),
          })}
        </Text>
      )}
      {result.groupedMinGradeSubjectRules
        .filter((rule) => !rule.met)
        .map((rule) => (
          <Text key={`${rule.count}-${rule.minGrade}-${String(rule.subjects)}`} size="xs" c="gray.7">
            {t('calc.electiveNotMet', {
              n: rule.count,
              minGrade: rule.minGrade,
              subjects:
                rule.subjects === 'any' ? t('calc.anyElective') : rule.subjects.map(subjectName).join(' / '),
            })}
          </Text>
        ))}
      {result.caveats.map((caveat) => (
        <Text key={caveat} size="xs" c="dimmed" fs="italic">
          {t(`calc.caveats.${caveat}`)}
        </Text>
      ))}
    </Stack>
  );
}
