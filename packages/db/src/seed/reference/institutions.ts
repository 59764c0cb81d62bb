import type { Tx } from '../../client.ts';
import { institutions } from '../../schema/programs.ts';
import type { ReferenceFiles } from './files.ts';
import type { ChineseNames } from './names.ts';
import { idOf, stableIds, upsertRows } from './write.ts';

export type InstitutionRole = 'jupas' | 'sssdp' | 'sssdp_provider';

const ROLES: Record<string, InstitutionRole> = {
  'JUPAS participating institution': 'jupas',
  'JUPAS SSSDP (umbrella for self-financing providers)': 'sssdp',
  'SSSDP provider': 'sssdp_provider',
};

/** The SSSDP umbrella and providers have no JUPAS digit: they are numbered from here. */
const FIRST_SSSDP_ID = 10;

export interface InstitutionRow {
  jupasCodePrefix: string;
  /** The JUPAS digit (1-9); null for the SSSDP rows. */
  digitId: number | null;
  name: string;
  nameShort: string;
  nameChi: string;
  nameChiSource: string | null;
  role: InstitutionRole;
  parentPrefix: string | null;
  catA5StarStarPoints: number | null;
  catAScheme: string | null;
  catBScheme: string | null;
  catCScheme: string | null;
  /** Programme count the source states, checked against the programme list. */
  statedProgrammes: number;
}

export function parseInstitutions(files: ReferenceFiles, names: ChineseNames): InstitutionRow[] {
  const table = files.csv('jupas/institutions.csv');
  const parsed = table.rows.map((row) => {
    const prefix = row.requiredText('jupas_code_prefix');
    const roleText = row.requiredText('role');
    const role = ROLES[roleText] ?? row.fail(`unknown role "${roleText}"`);
    const digitId = row.integer('institution_id');
    if ((digitId !== null) !== (role === 'jupas')) {
      row.fail('only participating institutions have an institution_id');
    }
    if (digitId !== null && prefix !== `JS${digitId}`) {
      row.fail(`prefix ${prefix} does not match id ${digitId}`);
    }
    return {
      row,
      parentShort: row.text('parent'),
      value: {
        jupasCodePrefix: prefix,
        digitId,
        name: row.requiredText('name_en'),
        nameShort: row.requiredText('short_name'),
        ...names.resolve('institution', prefix, row.text('name_zh'), `${table.file}:${row.line}`),
        role,
        parentPrefix: null as string | null,
        catA5StarStarPoints: row.number('cat_a_5starstar_points_typical'),
        catAScheme: row.text('cat_a_scheme'),
        catBScheme: row.text('cat_b_scheme'),
        catCScheme: row.text('cat_c_scheme'),
        statedProgrammes: row.requiredInteger('programmes_2026'),
      } satisfies InstitutionRow,
    };
  });
  for (const { row, parentShort, value } of parsed) {
    if (parentShort === null) continue;
    // Short names repeat (HKMU is an institution and an SSSDP provider): the parent is the umbrella row.
    const parent =
      parsed.find((p) => p.value.nameShort === parentShort && p.value.role === 'sssdp') ??
      row.fail(`parent "${parentShort}" is not the SSSDP umbrella`);
    value.parentPrefix = parent.value.jupasCodePrefix;
  }
  const prefixes = new Set(parsed.map((p) => p.value.jupasCodePrefix));
  if (prefixes.size !== parsed.length) throw new Error(`${table.file}: a JUPAS code prefix appears twice`);
  return parsed.map((p) => p.value);
}

/** The institution that runs a programme: the longest matching prefix (JSSU01 → JSSU, not JSS). */
export function institutionForCode(
  rows: readonly InstitutionRow[],
  jupasCode: string,
): InstitutionRow | undefined {
  let best: InstitutionRow | undefined;
  for (const row of rows) {
    if (row.role === 'sssdp') continue;
    if (!jupasCode.startsWith(row.jupasCodePrefix)) continue;
    if (!best || row.jupasCodePrefix.length > best.jupasCodePrefix.length) best = row;
  }
  return best;
}

/** Writes the institutions; returns their ids by JUPAS code prefix. */
export async function writeInstitutions(
  tx: Tx,
  rows: readonly InstitutionRow[],
): Promise<Map<string, number>> {
  const existing = await tx
    .select({ id: institutions.id, prefix: institutions.jupasCodePrefix })
    .from(institutions);
  const sssdpPrefixes = rows
    .filter((r) => r.digitId === null)
    .map((r) => r.jupasCodePrefix)
    .sort(byCodePoint);
  const ids = stableIds(sssdpPrefixes, new Map(existing.map((e) => [e.prefix, e.id])), FIRST_SSSDP_ID);
  for (const row of rows) if (row.digitId !== null) ids.set(row.jupasCodePrefix, row.digitId);
  await upsertRows(
    tx,
    institutions,
    rows.map((r) => ({
      id: idOf(ids, r.jupasCodePrefix, 'institution'),
      name: r.name,
      nameShort: r.nameShort,
      nameChi: r.nameChi,
      nameChiSource: r.nameChiSource,
      jupasCodePrefix: r.jupasCodePrefix,
      role: r.role,
      parentId: r.parentPrefix === null ? null : idOf(ids, r.parentPrefix, 'institution'),
      catA5StarStarPoints: r.catA5StarStarPoints,
      catAScheme: r.catAScheme,
      catBScheme: r.catBScheme,
      catCScheme: r.catCScheme,
    })),
    institutions.jupasCodePrefix,
    [
      'name',
      'nameShort',
      'nameChi',
      'nameChiSource',
      'role',
      'parentId',
      'catA5StarStarPoints',
      'catAScheme',
      'catBScheme',
      'catCScheme',
    ],
  );
  return ids;
}

/** Plain code-point order, the same on every machine and locale ('JS1000' < 'JSSA01'). */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
