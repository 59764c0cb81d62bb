import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bandOfChoice, bandStrategy } from '@waypoint/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { CHANCE_COLOURS, formatShare, SCORE_COLOURS, yearSpan } from '@/shared/score-colours';
import type { ProgramScore } from '@/shared/scores';
import { NS } from './locales';
import { formatFigure } from './score-view';

export interface OneGradeUpHint {
  subjectName: string;
  from: string;
  to: string;
}

interface ProgramScoreViewProps {
  programId: number;
  self: ProgramScore | undefined;
  school: ProgramScore | undefined;
  /** The school hides predicted scores from this student: show '✱'. */
  schoolHidden: boolean;
  /** A teacher is looking: the own prediction is "Student score". */
  viewingTarget: boolean;
  /** Rank in the Dec Submission list, when the programme is in it. */
  order: number | null;
  oneGradeUp: OneGradeUpHint | null;
}

/**
 * The student's score for one programme with its colour and status message (spec 2 §4, §8), the chance
 * band with its sentence, the band-strategy note when the programme is in the list, and "one grade up".
 */
export const ProgramScoreView = memo(function ProgramScoreView({
  programId,
  self,
  school,
  schoolHidden,
  viewingTarget,
  order,
  oneGradeUp,
}: ProgramScoreViewProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap={6}>
      <ScoreLine
        label={t(viewingTarget ? 'score.selfOther' : 'score.self')}
        score={self}
        testId="deck-self-score"
      />
      {(school?.result || schoolHidden) && (
        <ScoreLine
          label={t('score.school')}
          score={school}
          hidden={schoolHidden}
          testId="deck-school-score"
        />
      )}
      {self?.result && <ChanceLine score={self} viewingTarget={viewingTarget} />}
      {self?.result && oneGradeUp && self.reference && !self.achievable && (
        <Text size="xs" c="blue.8" data-testid="deck-one-grade-up">
          {t('score.oneGradeUp', { ...oneGradeUp, reference: t(`score.reference.${self.reference.type}`) })}
        </Text>
      )}
      {order != null && (
        <BandStrategyNote programId={programId} order={order} viewingTarget={viewingTarget} />
      )}
    </Stack>
  );
});

function ScoreLine({
  label,
  score,
  hidden = false,
  testId,
}: {
  label: string;
  score: ProgramScore | undefined;
  hidden?: boolean;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  if (hidden) {
    return (
      <Group gap="xs" data-testid={testId}>
        <Text size="sm">{label}</Text>
        <Text fw={700} title={t('score.hiddenHint')} aria-label={t('score.hiddenHint')}>
          {t('score.hidden')}
        </Text>
      </Group>
    );
  }
  if (!score?.result) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('score.noGrades')}
      </Text>
    );
  }
  const message = score.message;
  return (
    <Stack gap={0} data-testid={testId} data-colour={score.colour}>
      <Group gap="xs" align="baseline">
        <Text size="sm">{label}</Text>
        <Text fw={800} size="lg" c={SCORE_COLOURS[score.colour]}>
          {formatFigure(score.totalScore)}
        </Text>
      </Group>
      {message && (
        <Text size="xs" c={SCORE_COLOURS[score.colour]}>
          {t(`score.status.${message.key}`, {
            reference: message.referenceType ? t(`score.reference.${message.referenceType}`) : '',
          })}
        </Text>
      )}
    </Stack>
  );
}

/** `viewingTarget`: a teacher reads the sentences about the student, not "your". */
function ChanceLine({ score, viewingTarget }: { score: ProgramScore; viewingTarget: boolean }) {
  const { t } = useTranslation(NS);
  const { chance } = score;
  const values = chance.values;
  return (
    <Stack gap={2} data-testid="deck-chance" data-band={chance.band}>
      <Group gap="xs">
        <Text size="sm">{t('score.chanceLabel')}</Text>
        <Badge color={CHANCE_COLOURS[chance.band]} variant="light">
          {t(`score.chance.${chance.band}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t(`score.reasons.${chance.reasonKey}`, {
          score: formatFigure(values.score) ?? '',
          lowerQuartile: formatFigure(values.lowerQuartile) ?? '',
          centre: formatFigure(values.centre) ?? '',
          centreType: values.centreType ? t(`score.centre.${values.centreType}`) : '',
          context: viewingTarget ? 'student' : undefined,
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

/**
 * Offers by band are in the programme's full data, fetched for the programme on screen only (and only
 * when it is in the list), then kept for the visit.
 */
function BandStrategyNote({
  programId,
  order,
  viewingTarget,
}: {
  programId: number;
  order: number;
  viewingTarget: boolean;
}) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const detail = useQuery({
    ...trpc.programs.getPortalProgramData.queryOptions({ programId }),
    staleTime: Infinity,
  });
  const band = bandOfChoice(order);
  const header = band && (
    <Text size="xs" fw={600}>
      {t('deck.inList', { order, band })}
    </Text>
  );
  if (!detail.data || !band) return header || null;
  const strategy = bandStrategy(detail.data.offerStats, order);
  const share = formatShare(strategy.shareOfOffersInBand);
  return (
    <Stack gap={2} data-testid="deck-band-strategy">
      {header}
      {share && (
        <Text size="xs" c="dimmed">
          {t('score.bandShare', { band, share, years: yearSpan(strategy.years) })}
        </Text>
      )}
      {strategy.warning && (
        <Text size="xs" c="orange.9" fw={600}>
          {t('score.bandWarning', {
            band,
            bandAShare: formatShare(strategy.bandAShare) ?? '',
            context: viewingTarget ? 'student' : undefined,
          })}
        </Text>
      )}
    </Stack>
  );
}
