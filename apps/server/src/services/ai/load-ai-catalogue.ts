import { type DbOrTx, schema } from '@waypoint/db';
import { asc, eq } from 'drizzle-orm';
import { type AiCatalogue, type CatalogueProfession, indexCatalogue } from '../../ai/catalogue.ts';
import { listedProgramCondition } from '../programs/listing.ts';

const {
  disciplines,
  disciplineGroups,
  programDisciplines,
  programs,
  institutions,
  professions,
  professionGroups,
} = schema;

/**
 * The adapter from today's tables to the AI catalogue: study areas with their group and listed programmes,
 * professions (ISCO-08 unit groups) with their group names. Reference data changes only on reload, so one
 * copy per process is kept; `refresh` drops it.
 */
let cached: Promise<AiCatalogue> | null = null;

export function loadAiCatalogue(db: DbOrTx, opts: { refresh?: boolean } = {}): Promise<AiCatalogue> {
  if (!cached || opts.refresh) {
    cached = readCatalogue(db).catch((error: unknown) => {
      cached = null;
      throw error;
    });
  }
  return cached;
}

async function readCatalogue(db: DbOrTx): Promise<AiCatalogue> {
  const disciplineRows = await db
    .select({
      id: disciplines.id,
      name: disciplines.name,
      nameChi: disciplines.nameChi,
      groupName: disciplineGroups.name,
      groupNameChi: disciplineGroups.nameChi,
    })
    .from(disciplines)
    .innerJoin(disciplineGroups, eq(disciplineGroups.id, disciplines.disciplineGroupId))
    .orderBy(asc(disciplines.seq));
  const programRows = await db
    .select({
      disciplineId: programDisciplines.disciplineId,
      jupasCode: programs.jupasCode,
      name: programs.name,
      nameChi: programs.nameChi,
      faculty: programs.faculty,
      institution: institutions.nameShort,
    })
    .from(programDisciplines)
    .innerJoin(programs, eq(programs.id, programDisciplines.programId))
    .innerJoin(institutions, eq(institutions.id, programs.institutionId))
    .where(listedProgramCondition())
    .orderBy(asc(programs.jupasCode));
  const programsOf = new Map<number, CatalogueDisciplinePrograms>();
  for (const { disciplineId, ...program } of programRows) {
    const list = programsOf.get(disciplineId) ?? [];
    list.push(program);
    programsOf.set(disciplineId, list);
  }

  const groupRows = await db.select().from(professionGroups);
  const group = new Map(groupRows.map((g) => [g.code, { code: g.code, name: g.name, nameChi: g.nameChi }]));
  const professionRows = await db.select().from(professions).orderBy(asc(professions.id));
  const professionList: CatalogueProfession[] = professionRows.map((p) => ({
    id: p.id,
    iscoCode: p.iscoCode,
    name: p.name,
    nameChi: p.nameChi,
    groups: [p.majorGroupCode, p.subMajorGroupCode, p.minorGroupCode]
      .map((code) => group.get(code))
      .filter((g) => g !== undefined),
    skillLevel: p.skillLevel,
  }));

  return indexCatalogue(
    disciplineRows.map((d) => {
      const list = programsOf.get(d.id) ?? [];
      return { ...d, programCount: list.length, programs: list };
    }),
    professionList,
  );
}

type CatalogueDisciplinePrograms = AiCatalogue['disciplines'][number]['programs'];
