import { oneGradeUp } from '@waypoint/domain';
import { useMemo } from 'react';
import { localName, useLang } from '@/shared/format';
import { type PortalProgram, portalLookups, usePortalData } from '@/shared/portal-data';
import { type StudentScores, scoreProgram, scoreSpecsById } from '@/shared/scores';
import type { OneGradeUpHint } from './ProgramScoreView';

/**
 * Beyond the spec, "one grade up" on the card on screen: when the programme is not achievable yet, the
 * single subject that, one grade higher, would make it achievable. Worked out for one card at a time.
 */
export function useOneGradeUp(
  program: PortalProgram | undefined,
  scores: StudentScores,
): OneGradeUpHint | null {
  const portal = usePortalData();
  const lang = useLang();
  return useMemo(() => {
    if (!program || !portal.data || !scores.self) return null;
    const score = scores.self.get(program.id);
    if (!score?.result || score.achievable || !score.reference) return null;
    const spec = scoreSpecsById(portal.data).get(program.id);
    if (!spec) return null;
    const grades = scores.selfGrades;
    const best = oneGradeUp(grades, Object.keys(grades), (raised) =>
      scoreProgram(spec, program, raised).achievable ? 1 : 0,
    );
    if (!best) return null;
    const subject = portalLookups(portal.data).subjectByCode.get(best.subject);
    return {
      subjectName: subject
        ? localName({ name: subject.nameEn, nameChi: subject.nameChi }, lang)
        : best.subject,
      from: best.from,
      to: best.to,
    };
  }, [program, portal.data, scores, lang]);
}
