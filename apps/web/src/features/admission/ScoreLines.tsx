import { Badge } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import { CHANCE_COLOURS, SCORE_COLOURS } from '@/shared/score-colours';
import css from './ChoiceRow.module.css';
import type { ChanceText, ScoreText } from './choice-row-text';

/** 'green.9' as the CSS variable Mantine's `c` prop would set. */
const colourVar = (colour: string) => `var(--mantine-color-${colour.replace('.', '-')})`;

/**
 * One prediction's score for a programme: the figure in its colour and the status message (spec 2 §4, §8).
 * Plain elements with the words worked out beforehand (`choice-row-text.ts`): this is drawn twice in each of
 * the 20 rows.
 */
export const ScoreLine = memo(function ScoreLine({ text, testId }: { text: ScoreText; testId: string }) {
  if (text.kind === 'hidden') {
    return (
      <div className={css.line} data-testid={testId} data-colour="hidden">
        {text.label}
        <span className={css.hidden} role="img" title={text.hint} aria-label={text.hint}>
          ✱
        </span>
      </div>
    );
  }
  if (text.kind === 'noGrades') {
    return (
      <p className={`${css.line} ${css.dimmed}`} data-testid={testId} data-colour="none">
        {text.text}
      </p>
    );
  }
  const colour = { color: colourVar(SCORE_COLOURS[text.colour]) };
  return (
    <div className={css.line} data-testid={testId} data-colour={text.colour}>
      {text.label}
      <span className={css.figure} style={colour} data-testid={`${testId}-value`}>
        {text.value}
      </span>
      {text.message && (
        <p className={css.small} style={colour} data-testid={`${testId}-message`}>
          {text.message}
        </p>
      )}
    </div>
  );
});

/** Beyond the spec: reach / match / safe from the programme's own past figures, with the reason. */
export const ChanceLine = memo(function ChanceLine({ text }: { text: ChanceText }) {
  const colour = CHANCE_COLOURS[text.band];
  // Mantine's light Badge as it draws itself, without its inner label element.
  const badge = {
    '--badge-bg': `var(--mantine-color-${colour}-light)`,
    '--badge-color': `var(--mantine-color-${colour}-light-color)`,
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
  return (
    <div className={`${css.line} ${css.chance}`} data-testid="choice-chance" data-band={text.band}>
      {text.label}
      <span
        className={`${Badge.classes.root} mantine-Badge-root ${css.band}`}
        style={badge}
        data-variant="light"
        data-testid="choice-chance-band"
      >
        {text.bandName}
      </span>
      <p className={`${css.small} ${css.dimmed}`}>{text.reason}</p>
      {text.inconsistent && <p className={`${css.small} ${css.dimmed} ${css.italic}`}>{text.inconsistent}</p>}
    </div>
  );
});
