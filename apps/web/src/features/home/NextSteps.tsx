import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { HOME_STEPS_SHOWN, type NextStep } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang, useOptionLabel } from '@/shared/format';
import { NS } from './locales';
import { type DueLabel, dueLabel, localParams, stepVariant, visibleSteps } from './next-steps-view';

/** One row's height: the loading rows and the real ones take the same room, so nothing below jumps. */
const ROW_MIN_HEIGHT = 76;

function DueText({ due }: { due: DueLabel }) {
  const { t } = useTranslation(NS);
  const text =
    due.key === 'inDays'
      ? t('nextSteps.due.inDays', { count: due.count })
      : due.key === 'on'
        ? t('nextSteps.due.on', { date: due.date })
        : t(`nextSteps.due.${due.key}`);
  const urgent = due.key === 'overdue' || due.key === 'today' || due.key === 'tomorrow';
  return (
    <Badge
      variant="light"
      color={urgent ? 'red' : 'gray'}
      style={{ flexShrink: 0, textTransform: 'none' }}
      data-testid="next-step-due"
    >
      {text}
    </Badge>
  );
}

function StepRow({ step, now, onOpen }: { step: NextStep; now: Date; onOpen?: (step: NextStep) => void }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const optionLabel = useOptionLabel();
  const params = localParams(step.params, lang);
  if (typeof params.yearOfStudy === 'string')
    params.yearOfStudy = optionLabel('yearOfStudy', params.yearOfStudy);
  const due = dueLabel(step.dueAt, now, lang);
  const text = `nextSteps.kinds.${step.kind}.${stepVariant(step)}`;
  return (
    <Paper
      component={Link}
      to={step.href}
      withBorder
      p="sm"
      mih={ROW_MIN_HEIGHT}
      data-testid="next-step"
      data-kind={step.kind}
      onClick={onOpen ? () => onOpen(step) : undefined}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} data-testid="next-step-what">
            {t(`${text}.what`, params)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="next-step-why">
            {t(`${text}.why`, params)}
          </Text>
        </Stack>
        {due && <DueText due={due} />}
      </Group>
    </Paper>
  );
}

/**
 * The first thing on a signed-in home (issue 28): what to do next, why and by when, each a tap from the
 * place it is done. The server orders them; five show, "see all" opens the rest where they are.
 */
export function NextSteps({
  steps,
  now = new Date(),
  onOpen,
}: {
  steps: readonly NextStep[];
  now?: Date;
  /** Told of a tap before the link is followed (a tag is seen once its step was opened). */
  onOpen?: (step: NextStep) => void;
}) {
  const { t } = useTranslation(NS);
  const [showAll, setShowAll] = useState(false);
  const shown = visibleSteps(steps, showAll);
  return (
    <Stack gap="xs" data-testid="next-steps" data-count={steps.length}>
      {steps.length === 0 ? (
        <Paper withBorder p="md" mih={ROW_MIN_HEIGHT} data-testid="next-steps-done">
          <Text fw={600}>{t('nextSteps.doneTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('nextSteps.doneBody')}
          </Text>
        </Paper>
      ) : (
        shown.map((step) => <StepRow key={step.id} step={step} now={now} onOpen={onOpen} />)
      )}
      {steps.length > HOME_STEPS_SHOWN && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            mih={44}
            onClick={() => setShowAll((all) => !all)}
            aria-expanded={showAll}
            data-testid="next-steps-see-all"
          >
            {showAll ? t('nextSteps.showFewer') : t('nextSteps.seeAll', { count: steps.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** While the home read is on its way: the room of the rows it will most often bring, at the same height. */
export function NextStepsSkeleton() {
  return (
    <Stack gap="xs" data-testid="next-steps-loading" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <Skeleton key={i} height={ROW_MIN_HEIGHT} radius="sm" />
      ))}
    </Stack>
  );
}

export function NextStepsTitle() {
  const { t } = useTranslation(NS);
  return (
    <Title order={2} size="h4">
      {t('nextSteps.title')}
    </Title>
  );
}
