import type { Tx } from '../../client.ts';
import {
  type ElectiveRequirement,
  type FormulaStepOption,
  type PoolWeight,
  programBestOfRules,
  programCalculationRules,
  programFormulaSteps,
  programMinRequirements,
  programSubjectRules,
} from '../../schema/programs.ts';
import { assertUnique } from './checks.ts';
import type { CsvRow } from './csv.ts';
import type { ReferenceFiles } from './files.ts';
import { idOf, replaceAll } from './write.ts';

// The per-programme score rules for 2026 entry. Every subject code is checked against hkdse_subjects, so a
// rule can never name a subject the calculator does not know.

/** What the rule parsers check codes against. */
export interface RuleContext {
  programCodes: ReadonlySet<string>;
  subjectCodes: ReadonlySet<string>;
}

type WithCode<T> = Omit<T, 'programId'> & { jupasCode: string };

export interface ProgramRules {
  subjectWeights: WithCode<typeof programSubjectRules.$inferInsert>[];
  bestOf: WithCode<typeof programBestOfRules.$inferInsert>[];
  calculation: WithCode<typeof programCalculationRules.$inferInsert>[];
  formulaSteps: WithCode<typeof programFormulaSteps.$inferInsert>[];
  minRequirements: WithCode<typeof programMinRequirements.$inferInsert>[];
}

export function parseProgramRules(files: ReferenceFiles, ctx: RuleContext): ProgramRules {
  const rules: ProgramRules = {
    subjectWeights: files.csv('jupas/programme_subject_weights_2026.csv').rows.map((row) => ({
      jupasCode: programCode(row, ctx),
      subjectName: row.requiredText('subject_name'),
      subjectCodes: subjectList(row, 'subject_code', ctx),
      weight: row.requiredNumber('weight'),
    })),
    bestOf: files.csv('jupas/programme_best_of_weights_2026.csv').rows.map((row) => ({
      jupasCode: programCode(row, ctx),
      groupNo: row.requiredInteger('group_no'),
      pickCount: row.requiredInteger('pick_count'),
      weight: row.requiredNumber('weight'),
      subjectCodes: subjectList(row, 'subject_codes', ctx),
    })),
    calculation: files.csv('jupas/programme_calculation_rules_2026.csv').rows.map((row) => ({
      jupasCode: programCode(row, ctx),
      ruleType: row.requiredText('rule_type'),
      subjects: subjectList(row, 'subjects', ctx),
      count: row.integer('count'),
      multiplier: row.number('multiplier'),
      limit: row.integer('limit'),
      subjectCount: row.integer('subject_count'),
      maxAttainableWeighting: row.number('max_attainable_weighting'),
      bonusPercentage: row.number('bonus_percentage'),
      bonusEligibleCategories: row.list('bonus_eligible_categories'),
    })),
    formulaSteps: files.csv('jupas/hkust_formula_steps_2026.csv').rows.map((row) => ({
      jupasCode: programCode(row, ctx),
      stepNo: row.requiredInteger('step_no'),
      stepType:
        row.oneOf('step_type', ['required', 'best_from_pool', 'better_of'] as const) ??
        row.fail('column "step_type" is empty'),
      subjectCode: subjectCode(row, row.text('subject_code'), ctx),
      weight: row.number('weight'),
      subjectPool: subjectList(row, 'subject_pool', ctx),
      poolWeights: poolWeights(row, ctx),
      eligibleCategories: row.list('eligible_categories'),
      options: stepOptions(row, ctx),
    })),
    minRequirements: files.csv('jupas/programme_min_requirements_2026.csv').rows.map((row) => ({
      jupasCode: programCode(row, ctx),
      chinese: row.text('chinese'),
      english: row.text('english'),
      mathematics: row.text('mathematics'),
      csd: row.text('csd'),
      electives: [1, 2].flatMap((n) => electiveRequirement(row, n, ctx)),
    })),
  };
  assertUnique(
    rules.subjectWeights.map((r) => `${r.jupasCode} ${r.subjectName}`),
    'subject weights',
  );
  assertUnique(
    rules.bestOf.map((r) => `${r.jupasCode} ${r.groupNo}`),
    'best-of weights',
  );
  assertUnique(
    rules.calculation.map((r) => `${r.jupasCode} ${r.ruleType}`),
    'calculation rules',
  );
  assertUnique(
    rules.formulaSteps.map((r) => `${r.jupasCode} ${r.stepNo}`),
    'formula steps',
  );
  assertUnique(
    rules.minRequirements.map((r) => r.jupasCode),
    'minimum requirements',
  );
  if (rules.minRequirements.length !== ctx.programCodes.size) {
    throw new Error('reference data: programme_min_requirements_2026.csv does not cover every programme');
  }
  return rules;
}

export async function writeProgramRules(
  tx: Tx,
  rules: ProgramRules,
  programIds: ReadonlyMap<string, number>,
): Promise<void> {
  const withId = <T extends { jupasCode: string }>(rows: T[]) =>
    rows.map(({ jupasCode, ...rest }) => ({ ...rest, programId: idOf(programIds, jupasCode, 'programme') }));
  await replaceAll(tx, programSubjectRules, withId(rules.subjectWeights));
  await replaceAll(tx, programBestOfRules, withId(rules.bestOf));
  await replaceAll(tx, programCalculationRules, withId(rules.calculation));
  await replaceAll(tx, programFormulaSteps, withId(rules.formulaSteps));
  await replaceAll(tx, programMinRequirements, withId(rules.minRequirements));
}

function programCode(row: CsvRow, ctx: RuleContext): string {
  const code = row.requiredText('jupas_code');
  if (!ctx.programCodes.has(code)) row.fail(`${code} is not in the 2026 programme list`);
  return code;
}

function subjectCode(row: CsvRow, code: string | null, ctx: RuleContext): string | null {
  if (code !== null && !ctx.subjectCodes.has(code)) row.fail(`unknown subject code "${code}"`);
  return code;
}

function subjectList(row: CsvRow, column: string, ctx: RuleContext): string[] {
  const codes = row.list(column);
  for (const code of codes) subjectCode(row, code, ctx);
  return codes;
}

/** `Phys|M2|M1=2;Bio|Chem=1.5` → [{ subjects: [Phys, M2, M1], weight: 2 }, …]. */
function poolWeights(row: CsvRow, ctx: RuleContext): PoolWeight[] {
  const value = row.text('pool_weights');
  if (value === null) return [];
  return value.split(';').map((part) => {
    const match =
      /^([^=]+)=(\d+(?:\.\d+)?)$/.exec(part) ?? row.fail(`pool_weights: "${part}" is not CODES=WEIGHT`);
    const subjects = match[1]!.split('|');
    for (const code of subjects) subjectCode(row, code, ctx);
    return { subjects, weight: Number(match[2]) };
  });
}

/** The `better_of` alternatives, checked field by field: they go to the calculator as they are. */
function stepOptions(row: CsvRow, ctx: RuleContext): FormulaStepOption[][] | null {
  const value = row.text('options_json');
  if (value === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return row.fail('options_json is not valid JSON');
  }
  const bad = (what: string): never => row.fail(`options_json: ${what}`);
  const strings = (v: unknown, what: string): string[] => {
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) bad(`${what} is not a list of strings`);
    return v as string[];
  };
  const codes = (v: unknown, what: string): string[] => {
    const list = strings(v, what);
    for (const code of list) subjectCode(row, code, ctx);
    return list;
  };
  if (!Array.isArray(parsed)) return bad('not a list of alternatives');
  return parsed.map((alternative: unknown) => {
    if (!Array.isArray(alternative)) return bad('an alternative is not a list of steps');
    return alternative.map((step: unknown): FormulaStepOption => {
      if (typeof step !== 'object' || step === null) return bad('a step is not an object');
      const s = step as Record<string, unknown>;
      if (s.type !== 'best_from_pool') return bad(`unexpected step type ${String(s.type)}`);
      if (!Array.isArray(s.weights)) return bad('weights is not a list');
      return {
        type: 'best_from_pool',
        subjectFilter: codes(s.subject_filter, 'subject_filter'),
        weights: s.weights.map((w: unknown) => {
          const weight = w as Record<string, unknown> | null;
          if (typeof weight?.weight !== 'number') return bad('a weight has no number');
          return { subjects: codes(weight.subjects, 'weights.subjects'), weight: weight.weight };
        }),
        eligibleCategories: strings(s.eligible_categories, 'eligible_categories'),
      };
    });
  });
}

/** Elective group n (1 or 2); none when the row leaves it empty. */
function electiveRequirement(row: CsvRow, n: number, ctx: RuleContext): ElectiveRequirement[] {
  const count = row.integer(`elective${n}_count`);
  if (count === null) return [];
  const subjects = row.list(`elective${n}_subjects`);
  const any = subjects.length === 1 && subjects[0] === 'Any';
  if (!any) {
    if (subjects.length === 0) row.fail(`elective${n}_subjects is empty`);
    for (const code of subjects) subjectCode(row, code, ctx);
  }
  return [
    {
      count,
      minLevel: row.requiredText(`elective${n}_min_level`),
      subjects: any ? 'any' : subjects,
      excludes: subjectList(row, `elective${n}_excludes`, ctx),
    },
  ];
}
