import { type ChanceBand, type ChanceBandResult, formatScore, type ScoreColour } from '@waypoint/domain';
import type { ChoiceRowView, ScoreCell } from './choice-row-view';
import type { ChoiceSlot } from './choice-slots';

/** A translation lookup as react-i18next's `t` takes it (a key of the admission namespace and its values). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A score line's words and colour, ready to draw. */
export type ScoreText =
  | { kind: 'hidden'; label: string; hint: string }
  | { kind: 'noGrades'; text: string }
  | { kind: 'score'; label: string; value: string; colour: ScoreColour; message: string | null };

export interface ChanceText {
  band: ChanceBand;
  label: string;
  bandName: string;
  reason: string;
  inconsistent: string | null;
}

/** Every word one choice row shows or reads out, worked out before it is drawn. */
export interface ChoiceRowText {
  name: string;
  /** "HKU · JS6004"; null when the programme is no longer listed. */
  subtitle: string | null;
  jupasCode: string | null;
  bandTitle: string;
  dragLabel: string;
  deleteLabel: string;
  self: ScoreText | null;
  school: ScoreText | null;
  chance: ChanceText | null;
}

/**
 * A `t` that remembers what it answered. The 20 rows of a list say the same few things (the labels, "enter
 * predicted grades…", the same status messages), and i18next resolves, interpolates and formats each call
 * anew: at 4× CPU that was 0.4–0.9 s of /ab3's first render (decision 016). One memo per language and voice
 * (a new `t` comes with a new language); it forgets everything once it holds `limit` answers.
 */
export function rememberingT(t: Translate, limit = 1000): Translate {
  const seen = new Map<string, string>();
  return (key, options) => {
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let text = seen.get(id);
    if (text === undefined) {
      if (seen.size >= limit) seen.clear();
      text = t(key, options);
      seen.set(id, text);
    }
    return text;
  };
}

function scoreText(t: Translate, voice: Record<string, unknown>, label: string, cell: ScoreCell): ScoreText {
  if (cell.kind === 'hidden') return { kind: 'hidden', label, hint: t('grades.hiddenHint') };
  if (cell.kind === 'noGrades') return { kind: 'noGrades', text: `${label}: ${t('score.noGrades', voice)}` };
  const message = cell.message
    ? t(`score.status.${cell.message.key}`, {
        reference: cell.message.referenceType ? t(`score.reference.${cell.message.referenceType}`) : '',
      })
    : null;
  return { kind: 'score', label, value: cell.text, colour: cell.colour, message };
}

function chanceText(t: Translate, voice: Record<string, unknown>, chance: ChanceBandResult): ChanceText {
  const v = chance.values;
  const figure = (n: number | undefined) => (n === undefined ? '' : formatScore(n));
  return {
    band: chance.band,
    label: t('score.chanceLabel'),
    bandName: t(`score.chance.${chance.band}`),
    reason: t(`score.reasons.${chance.reasonKey}`, {
      ...voice,
      score: figure(v.score),
      lowerQuartile: figure(v.lowerQuartile),
      centre: figure(v.centre),
      centreType: v.centreType ? t(`score.centre.${v.centreType}`) : '',
    }),
    inconsistent: chance.figuresInconsistent ? t('score.inconsistent') : null,
  };
}

/** The words of one filled slot; `row` is null for a programme that is no longer listed. */
export function choiceRowText(
  t: Translate,
  {
    slot,
    row,
    ownLabel,
    showSchool,
    voice,
  }: {
    slot: ChoiceSlot;
    row: ChoiceRowView | null;
    ownLabel: string;
    showSchool: boolean;
    voice: Record<string, unknown>;
  },
): ChoiceRowText {
  const name = row?.name ?? t('list.unknownProgram', { id: slot.programId });
  return {
    name,
    subtitle: row ? `${row.institution} · ${row.jupasCode}` : null,
    jupasCode: row?.jupasCode ?? null,
    bandTitle: t('list.bandTitle', { band: slot.band, order: slot.order }),
    dragLabel: t('list.dragHandle', { order: slot.order, name }),
    deleteLabel: t('list.delete', { name }),
    self: row ? scoreText(t, voice, ownLabel, row.self) : null,
    school: row && showSchool ? scoreText(t, voice, t('score.school'), row.school) : null,
    chance: row?.chance ? chanceText(t, voice, row.chance) : null,
  };
}

/**
 * `value`, or the equal one given under `key` before: a memoised row then sees the same objects and is not
 * drawn again when a change elsewhere in the list rebuilt its words. Equal means the same JSON (the words
 * and slots are plain data).
 */
export function keepUnchanged<T>(
  kept: Map<string, { json: string; value: unknown }>,
  key: string,
  value: T,
): T {
  const json = JSON.stringify(value);
  const before = kept.get(key);
  if (before && before.json === json) return before.value as T;
  kept.set(key, { json, value });
  return value;
}
