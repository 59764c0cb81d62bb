import { type Db, schema } from '@waypoint/db';
import { isListedProgram } from '@waypoint/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { loadPortalData } from './load-portal-data.ts';
import type { ProgramDetail } from './shapes.ts';

const {
  programs,
  institutions,
  programAdmissions,
  programOfferStats,
  programInterviews,
  programMinRequirements,
  programSubjectRules,
} = schema;

/**
 * One programme in full. Programmes that are not listed (Draft, Withdrawn, or at an institution the
 * portal does not list) are found only for admins.
 */
export async function loadProgramDetail(
  db: Db,
  opts: { programId: number; includeUnlisted: boolean },
): Promise<ProgramDetail | null> {
  const [row] = await db
    .select({
      program: programs,
      institutionName: institutions.name,
      institutionNameShort: institutions.nameShort,
      institutionNameChi: institutions.nameChi,
    })
    .from(programs)
    .innerJoin(institutions, eq(institutions.id, programs.institutionId))
    .where(eq(programs.id, opts.programId));
  if (!row) return null;
  const p = row.program;
  if (!opts.includeUnlisted && !isListedProgram(p)) return null;

  const [portal, admissions, offers, interviews, [minReq], weights] = await Promise.all([
    loadPortalData(db),
    db
      .select()
      .from(programAdmissions)
      .where(eq(programAdmissions.programId, p.id))
      .orderBy(desc(programAdmissions.intakeYear)),
    db
      .select()
      .from(programOfferStats)
      .where(eq(programOfferStats.programId, p.id))
      .orderBy(desc(programOfferStats.year), asc(programOfferStats.type)),
    db.select().from(programInterviews).where(eq(programInterviews.programId, p.id)),
    db.select().from(programMinRequirements).where(eq(programMinRequirements.programId, p.id)),
    db
      .select({
        subjectName: programSubjectRules.subjectName,
        subjectCodes: programSubjectRules.subjectCodes,
        weight: programSubjectRules.weight,
      })
      .from(programSubjectRules)
      .where(eq(programSubjectRules.programId, p.id))
      .orderBy(desc(programSubjectRules.weight), asc(programSubjectRules.subjectName)),
  ]);
  // The listed card carries the derived figures; an unlisted programme (admins) gets them computed the same way.
  const card = portal.programs.find((c) => c.id === p.id);
  const history = admissions.map((a) => ({
    intakeYear: a.intakeYear,
    scoreLowerQuartile: a.lowerQuartile,
    scoreMedian: a.median,
    scoreMean: a.mean,
    scoreUpperQuartile: a.upperQuartile,
  }));
  const latestYear = offers[0]?.year ?? null;
  const latestApps = offers.find((o) => o.year === latestYear && o.type === 'application');
  const latestOffers = offers.find((o) => o.year === latestYear && o.type === 'offer');
  const bandAOffers = latestOffers?.bandA ?? null;
  return {
    id: p.id,
    jupasCode: p.jupasCode,
    name: p.name,
    nameChi: p.nameChi,
    displayName: p.displayName,
    institutionId: p.institutionId,
    institutionNameShort: row.institutionNameShort,
    institutionName: row.institutionName,
    institutionNameChi: row.institutionNameChi,
    programType: p.programType,
    numOfPlaces: p.numOfPlaces,
    interview: p.interview,
    jupasUrl: p.jupasUrl,
    sortOrder: p.sortOrder,
    disciplineIds: card?.disciplineIds ?? [],
    mainDisciplineGroupId: card?.mainDisciplineGroupId ?? null,
    mainDisciplineGroupName: card?.mainDisciplineGroupName ?? null,
    admissions: history.slice(0, 1),
    bandACompRatio:
      card?.bandACompRatio ??
      (latestApps?.bandA != null && bandAOffers
        ? Math.round((latestApps.bandA / bandAOffers) * 100) / 100
        : null),
    numOfBandAOffers: card?.numOfBandAOffers ?? bandAOffers,
    offerStatsYear: card?.offerStatsYear ?? (latestApps && latestOffers ? latestYear : null),
    best5Score: card?.best5Score ?? null,
    faculty: p.faculty,
    studyLevel: p.studyLevel,
    status: p.status,
    placesApprox: p.placesApprox,
    placesRange: p.placesRange,
    combinedIntake: p.combinedIntake,
    combinedIntakeCodes: p.combinedIntakeCodes,
    tuitionFeeFirstYear: p.tuitionFeeFirstYear,
    interviewTiming: p.interviewTiming,
    interviewArrangements: interviews.map((i) => ({
      listedBy: i.listedBy,
      type: i.type,
      timing: i.timing,
      beforeResults: i.beforeResults,
      afterResults: i.afterResults,
      sourceUrl: i.sourceUrl,
    })),
    scoreFormula: p.scoreFormula,
    scoreFormulaType: p.scoreFormulaType,
    weightingsText: p.weightingsText,
    catA5StarStarPoints: p.catA5StarStarPoints,
    admissionHistory: history,
    offerStats: offers.map((o) => ({
      year: o.year,
      type: o.type === 'offer' ? 'offer' : 'application',
      bandA: o.bandA,
      bandB: o.bandB,
      bandC: o.bandC,
      bandD: o.bandD,
      bandE: o.bandE,
      total: o.total,
    })),
    minRequirements: minReq
      ? {
          chinese: minReq.chinese,
          english: minReq.english,
          mathematics: minReq.mathematics,
          csd: minReq.csd,
          electives: minReq.electives,
        }
      : null,
    subjectWeights: weights,
  };
}
