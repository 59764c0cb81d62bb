import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Group, Text } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalProgram } from '@/shared/portal-data';
import type { StudentScores } from '@/shared/scores';
import C from './DeckCarousel.module.css';
import { clampIndex, isInRenderWindow } from './deck-filters';
import type { Reaction, ReactionMap } from './deck-selection';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { NS } from './locales';
import { type CardAction, ProgramDeckCard } from './ProgramDeckCard';
import { useOneGradeUp } from './use-one-grade-up';

interface DeckCarouselProps {
  cards: PortalProgram[];
  initialProgramId: number | undefined;
  institutionName: (institutionId: number) => string;
  groupName: (groupId: number | null) => string | null;
  scores: StudentScores;
  schoolHidden: boolean;
  viewingTarget: boolean;
  selected: readonly number[];
  orderOf: ReadonlyMap<number, number>;
  reactions: ReactionMap;
  canReact: boolean;
  action: CardAction;
  onToggleSelect: (programId: number) => void;
  onPick: (programId: number) => void;
  onReact: (programId: number, reaction: Reaction) => void;
  onReport: (programId: number) => void;
}

// Cards away from the one on screen are empty boxes: the same element every render, so React skips them.
const EMPTY_SLIDE_STYLE = { minHeight: 320 };
const EmptySlide = memo(function EmptySlide() {
  return <div style={EMPTY_SLIDE_STYLE} />;
});

/**
 * The swipeable cards. Every programme is a slide, but only the cards near the one on screen are drawn
 * in full: a deck of 400 programmes swipes as smoothly as one of 20.
 */
export function DeckCarousel(props: DeckCarouselProps) {
  const { t } = useTranslation(NS);
  const { cards } = props;
  const [startIndex] = useState(() => {
    const at = props.initialProgramId == null ? -1 : cards.findIndex((c) => c.id === props.initialProgramId);
    return Math.max(0, at);
  });
  const [index, setIndex] = useState(startIndex);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const current = clampIndex(index, cards.length);
  const currentProgram = cards[current];
  const oneGradeUp = useOneGradeUp(currentProgram, props.scores);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('deck.previous')}
          disabled={current === 0}
          onClick={() => embla?.scrollPrev()}
          data-testid="deck-previous"
        >
          <ChevronLeftIcon size={18} />
        </ActionIcon>
        <Text size="sm" role="status" aria-live="polite" aria-atomic="true" data-testid="deck-position">
          {t('deck.position', { n: current + 1, total: cards.length })}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('deck.next')}
          disabled={current >= cards.length - 1}
          onClick={() => embla?.scrollNext()}
          data-testid="deck-next"
        >
          <ChevronRightIcon size={18} />
        </ActionIcon>
      </Group>
      <Carousel
        className={C.deck}
        aria-roledescription={t('carousel.role')}
        aria-label={t('deck.cardsLabel')}
        withControls={false}
        slideSize="100%"
        slideGap="md"
        emblaOptions={{ startIndex, duration: 20, align: 'start' }}
        getEmblaApi={setEmbla}
        styles={{ container: { alignItems: 'flex-start' } }}
      >
        {cards.map((program, i) => {
          const full = isInRenderWindow(i, current);
          return (
            <Carousel.Slide
              key={program.id}
              inert={i !== current}
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.status', { n: i + 1, total: cards.length })}
            >
              {full ? (
                <ProgramDeckCard
                  program={program}
                  institutionName={props.institutionName(program.institutionId)}
                  groupName={
                    props.groupName(program.mainDisciplineGroupId) ?? program.mainDisciplineGroupName
                  }
                  self={props.scores.self?.get(program.id)}
                  school={props.scores.school?.get(program.id)}
                  schoolHidden={props.schoolHidden}
                  viewingTarget={props.viewingTarget}
                  selected={props.selected.includes(program.id)}
                  order={props.orderOf.get(program.id) ?? null}
                  reaction={props.reactions.get(program.id)}
                  canReact={props.canReact}
                  action={props.action}
                  oneGradeUp={i === current ? oneGradeUp : null}
                  onToggleSelect={props.onToggleSelect}
                  onPick={props.onPick}
                  onReact={props.onReact}
                  onReport={props.onReport}
                />
              ) : (
                <EmptySlide />
              )}
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </>
  );
}
