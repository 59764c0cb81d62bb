import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { type CsvTable, parseCsv } from './csv.ts';

/** packages/db/data: copied into the repository so that nothing outside it is read at run time. */
export const dataDir = new URL('../../../data/', import.meta.url);

/** Every file the loader reads; the data version is a hash of exactly these. */
export const REFERENCE_FILES = [
  'jupas/institutions.csv',
  'jupas/programmes_2026.csv',
  'jupas/programme_formula_text_2026.csv',
  'jupas/admission_scores_2025.csv',
  'jupas/admission_scores_2024.csv',
  'jupas/admission_grade_profiles_2025.csv',
  'jupas/offer_statistics.csv',
  'jupas/interviews_2026.csv',
  'jupas/hkdse_subjects.csv',
  'jupas/hkdse_grade_levels.csv',
  'jupas/grade_point_conversions.csv',
  'jupas/programme_subject_weights_2026.csv',
  'jupas/programme_best_of_weights_2026.csv',
  'jupas/programme_calculation_rules_2026.csv',
  'jupas/hkust_formula_steps_2026.csv',
  'jupas/programme_min_requirements_2026.csv',
  'jupas/study_areas.csv',
  'jupas/programme_study_areas_2025.csv',
  'careers/occupations_isco08.csv',
  'careers/isco08_titles_zh_hk.csv',
  'careers/sectors_hsic_v2_sections.csv',
  'careers/fields_of_study_iscedf2013.csv',
  'careers/employers_hk_hsi_constituents.csv',
  'disciplines/study_area_groups.csv',
  'disciplines/discipline_groups_zh_hk.csv',
  'waypoint/names_zh_hk.csv',
  'waypoint/isco08_titles_en_corrections.csv',
  'professions/segments.csv',
  'professions/isco08_minor_group_links.csv',
  'professions/isco08_unit_group_links.csv',
  'professions/skill_level_education.csv',
  'professions/employers_reviewed.csv',
  'professions/everyday_names.csv',
  'professions/work_profiles.csv',
  'advice/interest_lexicon.csv',
  'advice/segmenter_words.csv',
] as const;

export type ReferenceFile = (typeof REFERENCE_FILES)[number];

/**
 * Bumped when the loader's output changes for the same files (a new column, a new mapping rule), so
 * that existing installations reload.
 */
const LOADER_VERSION = 3;

export interface ReferenceFiles {
  text(file: ReferenceFile): string;
  csv(file: ReferenceFile): CsvTable;
}

export function readReferenceFiles(dir: URL = dataDir): ReferenceFiles {
  const texts = new Map<ReferenceFile, string>();
  for (const file of REFERENCE_FILES) {
    const url = new URL(file, dir);
    if (!existsSync(url)) throw new Error(`reference data: missing file packages/db/data/${file}`);
    texts.set(file, readFileSync(url, 'utf8'));
  }
  const text = (file: ReferenceFile) => texts.get(file) ?? '';
  return { text, csv: (file) => parseCsv(text(file), `packages/db/data/${file}`) };
}

/** A short hash of the loader version and every file's name and contents. */
export function referenceDataVersion(files: ReferenceFiles): string {
  const hash = createHash('sha256').update(`loader ${LOADER_VERSION}\n`);
  for (const file of REFERENCE_FILES) {
    const text = files.text(file);
    hash.update(`${file} ${text.length}\n${text}`);
  }
  return hash.digest('hex').slice(0, 16);
}
