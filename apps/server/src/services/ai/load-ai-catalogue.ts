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
  professionDisciplines,
  professionPrograms,
  professionSegments,
  segmentEmployers,
  employers,
  workProfiles,
  interestTerms,
  segmenterWords,
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
      code: disciplines.code,
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
  const areaRows = await db.select().from(professionDisciplines);
  const areasOf = groupBy(areaRows, (r) => r.professionId);
  const programLinkRows = await db
    .select({
      professionId: professionPrograms.professionId,
      strength: professionPrograms.strength,
      jupasCode: programs.jupasCode,
      name: programs.name,
      nameChi: programs.nameChi,
      institution: institutions.nameShort,
    })
    .from(professionPrograms)
    .innerJoin(programs, eq(programs.id, professionPrograms.programId))
    .innerJoin(institutions, eq(institutions.id, programs.institutionId))
    .where(listedProgramCondition())
    .orderBy(asc(programs.jupasCode));
  const programsOfProfession = groupBy(programLinkRows, (r) => r.professionId);
  const employerRows = await db
    .selectDistinct({
      professionId: professionSegments.professionId,
      name: employers.nameEn,
      nameChi: employers.nameChi,
    })
    .from(professionSegments)
    .innerJoin(segmentEmployers, eq(segmentEmployers.segmentId, professionSegments.segmentId))
    .innerJoin(employers, eq(employers.id, segmentEmployers.employerId));
  const employersOf = groupBy(employerRows, (r) => r.professionId);
  const profiles = new Map((await db.select().from(workProfiles)).map((w) => [w.iscoCode, w]));
  const professionList: CatalogueProfession[] = professionRows.map((p) => {
    const profile = profiles.get(p.iscoCode) ?? profiles.get(p.minorGroupCode) ?? null;
    return {
      id: p.id,
      iscoCode: p.iscoCode,
      name: p.name,
      nameChi: p.nameChi,
      groups: [p.majorGroupCode, p.subMajorGroupCode, p.minorGroupCode]
        .map((code) => group.get(code))
        .filter((g) => g !== undefined),
      skillLevel: p.skillLevel,
      everydayNames: p.everydayNames,
      everydayNamesChi: p.everydayNamesChi,
      studyAreas: (areasOf.get(p.id) ?? []).map((a) => ({
        id: a.disciplineId,
        strength: a.strength === 'core' ? 'core' : 'related',
      })),
      programs: (programsOfProfession.get(p.id) ?? [])
        .map(({ professionId: _, strength, ...prog }) => ({
          ...prog,
          strength: strength === 'core' ? ('core' as const) : ('related' as const),
        }))
        .sort((a, b) => (a.strength === b.strength ? 0 : a.strength === 'core' ? -1 : 1)),
      profile: profile && {
        summary: profile.summary,
        summaryChi: profile.summaryChi,
        tasks: profile.tasks,
        tasksChi: profile.tasksChi,
        skills: profile.skills,
        skillsChi: profile.skillsChi,
        workplaces: profile.workplaces,
        workplacesChi: profile.workplacesChi,
        entry: profile.entry,
        entryChi: profile.entryChi,
      },
      employers: (employersOf.get(p.id) ?? [])
        .filter((e) => e.name || e.nameChi)
        .map((e) => ({ name: e.name ?? e.nameChi ?? '', nameChi: e.nameChi ?? e.name ?? '' })),
    };
  });

  const interests = await db.select().from(interestTerms).orderBy(asc(interestTerms.id));
  const words = await db.select().from(segmenterWords);
  return indexCatalogue(
    disciplineRows.map((d) => {
      const list = programsOf.get(d.id) ?? [];
      return { ...d, programCount: list.length, programs: list };
    }),
    professionList,
    {
      interests,
      segmenterWords: words.map((w) => ({ word: w.word, kind: w.kind === 'ignore' ? 'ignore' : 'keep' })),
    },
  );
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(key(row)) ?? [];
    list.push(row);
    out.set(key(row), list);
  }
  return out;
}

type CatalogueDisciplinePrograms = AiCatalogue['disciplines'][number]['programs'];
