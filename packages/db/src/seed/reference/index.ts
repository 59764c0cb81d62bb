import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, queryRows } from '../../client.ts';
import { appSettings } from '../../schema/admin.ts';
import { interestTerms, segmenterWords } from '../../schema/ai.ts';
import { disciplineGroups, disciplines, programDisciplines } from '../../schema/disciplines.ts';
import {
  employers,
  professionDisciplines,
  professionGroups,
  professionPrograms,
  professionSegments,
  professions,
  sectors,
  segmentEmployers,
  segments,
  workProfiles,
} from '../../schema/professions.ts';
import {
  gradeLevels,
  institutions,
  programAdmissions,
  programBestOfRules,
  programCalculationRules,
  programFormulaSteps,
  programGradeProfiles,
  programInterviews,
  programMinRequirements,
  programOfferStats,
  programSubjectRules,
  programs,
  scoreRules,
  subjects,
} from '../../schema/programs.ts';
import { setSetting } from '../settings.ts';
import { type DisciplineData, parseDisciplines, writeDisciplines } from './disciplines.ts';
import { dataDir, type ReferenceFiles, readReferenceFiles, referenceDataVersion } from './files.ts';
import { type InstitutionRow, parseInstitutions, writeInstitutions } from './institutions.ts';
import { ChineseNames } from './names.ts';
import { type ProfessionAdvice, parseProfessionAdvice, writeProfessionAdvice } from './profession-advice.ts';
import { type ProfessionLinks, parseProfessionLinks, writeProfessionLinks } from './profession-links.ts';
import { type ProfessionData, parseProfessions, writeProfessions } from './professions.ts';
import {
  type AdmissionRow,
  type GradeProfileRow,
  type OfferStatRow,
  parseAdmissions,
  parseGradeProfiles,
  parseOfferStats,
  writeAdmissions,
  writeGradeProfiles,
  writeOfferStats,
} from './program-stats.ts';
import {
  type InterviewRow,
  type ProgramRow,
  parseInterviews,
  parsePrograms,
  writeInterviews,
  writePrograms,
} from './programs.ts';
import { type ProgramRules, parseProgramRules, writeProgramRules } from './rules.ts';
import {
  type GradeLevelRow,
  parseGradeLevels,
  parseScoreRules,
  parseSubjects,
  type ScoreRuleRow,
  type SubjectRow,
  writeGradeTables,
  writeSubjects,
} from './subjects.ts';

export { readReferenceFiles, referenceDataVersion } from './files.ts';

/** app_settings key holding the version of the reference data in the database. */
export const REFERENCE_DATA_VERSION_KEY = 'referenceDataVersion';

/** Serialises loads from several server processes starting at once against one PostgreSQL. */
const LOAD_LOCK = 0x57_61_79_70; // 'Wayp'

export interface SeedReferenceOptions {
  /** Reload even if the stored version matches (tests, or after a manual edit of the tables). */
  force?: boolean;
  /** Another data directory (tests of the loader's checks). */
  dataDir?: URL;
}

/** Every table the loader fills, in the order of the returned counts. */
export const REFERENCE_TABLES: readonly PgTable[] = [
  institutions,
  programs,
  programAdmissions,
  programGradeProfiles,
  programOfferStats,
  programInterviews,
  subjects,
  gradeLevels,
  scoreRules,
  programSubjectRules,
  programBestOfRules,
  programCalculationRules,
  programFormulaSteps,
  programMinRequirements,
  disciplineGroups,
  disciplines,
  programDisciplines,
  professionGroups,
  professions,
  sectors,
  segments,
  employers,
  professionSegments,
  professionDisciplines,
  segmentEmployers,
  professionPrograms,
  workProfiles,
  interestTerms,
  segmenterWords,
];

/**
 * Loads packages/db/data into the reference tables and returns the row count of each table. Safe to run
 * at every start: when the stored data version equals the files' hash it only counts. Otherwise every
 * file is parsed and checked first, then everything is written in one transaction, so a bad file leaves
 * the database as it was.
 */
export async function seedReference(
  db: Db,
  options: SeedReferenceOptions = {},
): Promise<Record<string, number>> {
  const files = readReferenceFiles(options.dataDir ?? dataDir);
  const version = referenceDataVersion(files);
  if (!options.force && (await storedVersion(db)) === version) return countReferenceRows(db);
  const data = parseReferenceData(files);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    if (!options.force && (await storedVersion(tx)) === version) return;
    const institutionIds = await writeInstitutions(tx, data.institutions);
    const programIds = await writePrograms(tx, data.programs, institutionIds);
    await writeSubjects(tx, data.subjects);
    await writeGradeTables(tx, data.gradeLevels, data.scoreRules);
    await writeAdmissions(tx, data.admissions, programIds);
    await writeGradeProfiles(tx, data.gradeProfiles, programIds);
    await writeOfferStats(tx, data.offerStats, programIds);
    await writeInterviews(tx, data.interviews, programIds);
    await writeProgramRules(tx, data.rules, programIds);
    await writeDisciplines(tx, data.disciplines, programIds);
    await writeProfessions(tx, data.professions);
    await writeProfessionLinks(tx, data.professionLinks);
    await writeProfessionAdvice(tx, data.professionAdvice);
    await setSetting(tx, REFERENCE_DATA_VERSION_KEY, version);
  });
  return countReferenceRows(db);
}

export interface ReferenceData {
  institutions: InstitutionRow[];
  programs: ProgramRow[];
  subjects: SubjectRow[];
  gradeLevels: GradeLevelRow[];
  scoreRules: ScoreRuleRow[];
  admissions: AdmissionRow[];
  gradeProfiles: GradeProfileRow[];
  offerStats: OfferStatRow[];
  interviews: InterviewRow[];
  rules: ProgramRules;
  disciplines: DisciplineData;
  professions: ProfessionData;
  professionLinks: ProfessionLinks;
  professionAdvice: ProfessionAdvice;
}

/** Parses and cross-checks every file; throws with file and line on the first problem. No database. */
export function parseReferenceData(files: ReferenceFiles): ReferenceData {
  const names = new ChineseNames(files);
  const institutionRows = parseInstitutions(files, names);
  const programRows = parsePrograms(files, institutionRows);
  const programCodes = new Set(programRows.map((p) => p.jupasCode));
  const subjectRows = parseSubjects(files, names);
  const disciplineData = parseDisciplines(files, names, programCodes);
  const professionData = parseProfessions(files);
  const studyAreaCodes = new Set(disciplineData.disciplines.map((d) => d.code));
  const professionLinks = parseProfessionLinks(files, professionData, studyAreaCodes);
  const data: ReferenceData = {
    institutions: institutionRows,
    programs: programRows,
    subjects: subjectRows,
    gradeLevels: parseGradeLevels(files),
    scoreRules: parseScoreRules(files),
    admissions: parseAdmissions(files),
    gradeProfiles: parseGradeProfiles(files, programCodes),
    offerStats: parseOfferStats(files),
    interviews: parseInterviews(files),
    rules: parseProgramRules(files, { programCodes, subjectCodes: new Set(subjectRows.map((s) => s.code)) }),
    disciplines: disciplineData,
    professions: professionData,
    professionLinks,
    professionAdvice: parseProfessionAdvice(
      files,
      professionData,
      professionLinks,
      programRows,
      studyAreaCodes,
    ),
  };
  names.assertAllUsed();
  return data;
}

async function storedVersion(db: DbOrTx): Promise<string | null> {
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REFERENCE_DATA_VERSION_KEY));
  return rows[0]?.value ?? null;
}

/**
 * Row count per reference table, keyed by its SQL name. One statement, not one per table: it runs at
 * every start, where each embedded statement's own cost added up to a noticeable part of the start.
 */
export async function countReferenceRows(db: DbOrTx): Promise<Record<string, number>> {
  const columns = REFERENCE_TABLES.map(
    (table) => sql`(select count(*) from ${table})::int as ${sql.identifier(getTableName(table))}`,
  );
  const [row = {}] = await queryRows<Record<string, number>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  const counts: Record<string, number> = {};
  for (const table of REFERENCE_TABLES) counts[getTableName(table)] = Number(row[getTableName(table)] ?? 0);
  return counts;
}
