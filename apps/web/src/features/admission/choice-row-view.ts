import {
  type ChanceBandResult,
  formatScore,
  type ReferenceScoreType,
  type ScoreColour,
  type ScoreStatusKey,
} from '@waypoint/domain';
import { localName } from '@/shared/format';
import type { Lang } from '@/shared/i18n';
import type { PortalProgram } from '@/shared/portal-data';
import type { ProgramScore } from '@/shared/scores';

/** A score as one row shows it. */
export type ScoreCell =
  | { kind: 'hidden' }
  | { kind: 'noGrades' }
  | {
      kind: 'score';
      /** One decimal (spec 2 §5). */
      text: string;
      colour: ScoreColour;
      message: { key: ScoreStatusKey; referenceType: ReferenceScoreType | null } | null;
    };

export interface ChoiceRowView {
  programId: number;
  name: string;
  institution: string;
  jupasCode: string;
  self: ScoreCell;
  school: ScoreCell;
  /** From the own prediction: the student's own guess is what they plan with. */
  chance: ChanceBandResult | null;
}

export function scoreCell(score: ProgramScore | null | undefined, hidden = false): ScoreCell {
  if (hidden) return { kind: 'hidden' };
  if (!score?.result || score.totalScore == null) return { kind: 'noGrades' };
  return {
    kind: 'score',
    text: formatScore(score.totalScore),
    colour: score.colour,
    message: score.message,
  };
}

export function choiceRowView(
  program: PortalProgram,
  {
    self,
    school,
    schoolHidden,
    lang,
  }: {
    self: ProgramScore | null | undefined;
    school: ProgramScore | null | undefined;
    schoolHidden: boolean;
    lang: Lang;
  },
): ChoiceRowView {
  return {
    programId: program.id,
    name: localName(program, lang),
    institution: program.institutionNameShort,
    jupasCode: program.jupasCode,
    self: scoreCell(self),
    school: scoreCell(school, schoolHidden),
    chance: self?.result ? self.chance : null,
  };
}
