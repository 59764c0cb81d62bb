import { Anchor, Badge, Button, Chip, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { isHighlightedProgram } from '@waypoint/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, useLang } from '@/shared/format';
import type { PortalProgram } from '@/shared/portal-data';
import type { ProgramScore } from '@/shared/scores';
import type { Reaction } from './deck-selection';
import { CheckIcon, ExternalIcon, FlagIcon, StarIcon, ThumbDownIcon, ThumbUpIcon } from './icons';
import { NS } from './locales';
import { type OneGradeUpHint, ProgramScoreView } from './ProgramScoreView';
import { ProgramStatsBlock } from './ProgramStatsBlock';

export type CardAction = 'toggle' | 'pick' | 'none';

interface ProgramDeckCardProps {
  program: PortalProgram;
  institutionName: string;
  /** The programme's main discipline group, in the reader's language. */
  groupName: string | null;
  self: ProgramScore | undefined;
  school: ProgramScore | undefined;
  schoolHidden: boolean;
  viewingTarget: boolean;
  selected: boolean;
  /** Rank in the (unsaved) list, for the band-strategy note. */
  order: number | null;
  reaction: Reaction | undefined;
  canReact: boolean;
  action: CardAction;
  oneGradeUp: OneGradeUpHint | null;
  onToggleSelect: (programId: number) => void;
  onPick: (programId: number) => void;
  onReact: (programId: number, reaction: Reaction) => void;
  onReport: (programId: number) => void;
}

/** One card of the deck: what the programme is, its past figures, and where the student stands. */
export const ProgramDeckCard = memo(function ProgramDeckCard(props: ProgramDeckCardProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { program, selected, reaction } = props;
  const name = localName(program, lang);
  const otherName = lang === 'zh-HK' ? program.name : program.nameChi;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="deck-card"
      data-program-id={program.id}
      data-jupas-code={program.jupasCode}
      data-selected={selected || undefined}
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {program.jupasCode} · {props.institutionName}
            </Text>
            <Text fw={700} size="lg" lh={1.25} data-testid="deck-card-name">
              {name}
            </Text>
            {otherName && otherName !== name && (
              <Text size="xs" c="dimmed">
                {otherName}
              </Text>
            )}
          </Stack>
          {isHighlightedProgram(program) && (
            <Badge leftSection={<StarIcon size={12} />} color="yellow.8" variant="light">
              {t('deck.highlight')}
            </Badge>
          )}
        </Group>
        {props.groupName && (
          <Text size="xs" c="dimmed">
            {props.groupName}
          </Text>
        )}
        <ProgramStatsBlock program={program} />
        <Divider />
        <ProgramScoreView
          programId={program.id}
          self={props.self}
          school={props.school}
          schoolHidden={props.schoolHidden}
          viewingTarget={props.viewingTarget}
          order={props.order}
          oneGradeUp={props.oneGradeUp}
        />
        <Group gap="xs">
          <Chip
            checked={reaction === 'like'}
            onChange={() => props.onReact(program.id, 'like')}
            disabled={!props.canReact}
            color="green.8"
            variant="light"
            icon={<ThumbUpIcon size={14} />}
            data-testid="deck-like"
          >
            {t('deck.like')}
          </Chip>
          <Chip
            checked={reaction === 'dislike'}
            onChange={() => props.onReact(program.id, 'dislike')}
            disabled={!props.canReact}
            color="red.8"
            variant="light"
            icon={<ThumbDownIcon size={14} />}
            data-testid="deck-dislike"
          >
            {t('deck.dislike')}
          </Chip>
        </Group>
        {props.action === 'toggle' && (
          <Button
            fullWidth
            variant={selected ? 'filled' : 'outline'}
            leftSection={selected ? <CheckIcon size={16} /> : undefined}
            onClick={() => props.onToggleSelect(program.id)}
            aria-pressed={selected}
            data-testid="deck-select"
          >
            {t(selected ? 'deck.selected' : 'deck.select')}
          </Button>
        )}
        {props.action === 'pick' && (
          <Button fullWidth onClick={() => props.onPick(program.id)} data-testid="deck-pick">
            {t('deck.pick')}
          </Button>
        )}
        <Group justify="space-between" gap="xs">
          {program.jupasUrl ? (
            <Anchor href={program.jupasUrl} target="_blank" rel="noopener noreferrer" size="xs">
              <Group gap={4} wrap="nowrap" component="span">
                {t('deck.jupasPage')}
                <ExternalIcon size={12} />
              </Group>
            </Anchor>
          ) : (
            <span />
          )}
          <Anchor
            component="button"
            type="button"
            size="xs"
            c="dimmed"
            onClick={() => props.onReport(program.id)}
            data-testid="deck-report"
          >
            <Group gap={4} wrap="nowrap" component="span">
              <FlagIcon size={12} />
              {t('deck.reportProblem')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
});
