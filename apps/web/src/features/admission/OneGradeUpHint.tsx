import { Alert } from '@mantine/core';
import type { SubjectGrades } from '@waypoint/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, useLang } from '@/shared/format';
import { usePortalData } from '@/shared/portal-data';
import { portalLookups } from '@/shared/portal-lookups';
import { scoreProgram, scoreSpecsById } from '@/shared/scores';
import { NS } from './locales';
import { planOneGradeUp } from './plan-one-grade-up';
import { usePlanVoice } from './plan-voice';

/** Beyond the spec, at the list level: the one subject whose next grade makes the most choices achievable. */
export function OneGradeUpHint({
  programIds,
  grades,
  subjectCodes,
}: {
  programIds: readonly number[];
  grades: SubjectGrades;
  subjectCodes: readonly string[];
}) {
  const { t } = useTranslation(NS);
  const voice = usePlanVoice();
  const lang = useLang();
  const portal = usePortalData();
  const best = useMemo(() => {
    if (!portal.data) return null;
    const specs = scoreSpecsById(portal.data);
    const programs = portalLookups(portal.data).programById;
    return planOneGradeUp(programIds, grades, subjectCodes, (id, raised) => {
      const spec = specs.get(id);
      const program = programs.get(id);
      return spec && program ? scoreProgram(spec, program, raised).achievable : false;
    });
  }, [portal.data, programIds, grades, subjectCodes]);
  if (!best || !portal.data) return null;
  const subject = portalLookups(portal.data).subjectByCode.get(best.subject);
  return (
    <Alert variant="light" color="blue" data-testid="one-grade-up" data-subject={best.subject}>
      {t('oneGradeUp', {
        ...voice,
        subject: subject ? localName({ name: subject.nameEn, nameChi: subject.nameChi }, lang) : best.subject,
        from: best.from,
        to: best.to,
        after: best.achievableAfter,
        before: best.achievableBefore,
        total: programIds.length,
      })}
    </Alert>
  );
}
