import { Badge, Group, Stack, Text } from '@mantine/core';
import { type ChanceBandResult, formatScore } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { CHANCE_COLOURS, SCORE_COLOURS } from '@/shared/score-colours';
import type { ScoreCell } from './choice-row-view';
import { NS } from './locales';
import { usePlanVoice } from './plan-voice';

/** One prediction's score for a programme: the figure in its colour and the status message (spec 2 §4, §8). */
export function ScoreLine({ label, cell, testId }: { label: string; cell: ScoreCell; testId: string }) {
  const { t } = useTranslation(NS);
  const voice = usePlanVoice();
  if (cell.kind === 'hidden') {
    return (
      <Group gap="xs" data-testid={testId} data-colour="hidden">
        <Text size="sm">{label}</Text>
        <Text fw={700} title={t('grades.hiddenHint')} aria-label={t('grades.hiddenHint')}>
          ✱
        </Text>
      </Group>
    );
  }
  if (cell.kind === 'noGrades') {
    return (
      <Text size="sm" c="dimmed" data-testid={testId} data-colour="none">
        {label}: {t('score.noGrades', voice)}
      </Text>
    );
  }
  return (
    <Stack gap={0} data-testid={testId} data-colour={cell.colour}>
      <Group gap="xs" align="baseline">
        <Text size="sm">{label}</Text>
        <Text fw={800} c={SCORE_COLOURS[cell.colour]} data-testid={`${testId}-value`}>
          {cell.text}
        </Text>
      </Group>
      {cell.message && (
        <Text size="xs" c={SCORE_COLOURS[cell.colour]} data-testid={`${testId}-message`}>
          {t(`score.status.${cell.message.key}`, {
            reference: cell.message.referenceType ? t(`score.reference.${cell.message.referenceType}`) : '',
          })}
        </Text>
      )}
    </Stack>
  );
}

/** Beyond the spec: reach / match / safe from the programme's own past figures, with the reason. */
export function ChanceLine({ chance }: { chance: ChanceBandResult }) {
  const { t } = useTranslation(NS);
  const voice = usePlanVoice();
  const v = chance.values;
  const figure = (n: number | undefined) => (n === undefined ? '' : formatScore(n));
  return (
    <Stack gap={2} data-testid="choice-chance" data-band={chance.band}>
      <Group gap="xs">
        <Text size="sm">{t('score.chanceLabel')}</Text>
        <Badge color={CHANCE_COLOURS[chance.band]} variant="light" data-testid="choice-chance-band">
          {t(`score.chance.${chance.band}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t(`score.reasons.${chance.reasonKey}`, {
          ...voice,
          score: figure(v.score),
          lowerQuartile: figure(v.lowerQuartile),
          centre: figure(v.centre),
          centreType: v.centreType ? t(`score.centre.${v.centreType}`) : '',
        })}
      </Text>
      {chance.figuresInconsistent && (
        <Text size="xs" c="dimmed" fs="italic">
          {t('score.inconsistent')}
        </Text>
      )}
    </Stack>
  );
}
