import {
  allowedElectives,
  type ChosenElective,
  ELECTIVE_ORDERS,
  type ElectiveOrder,
  type ElectiveStreamChart,
  isElectiveOrderEnabled,
} from '@waypoint/domain';
import type { PortalSubject } from '@/shared/portal-data';
import type { StudentPlan } from '@/shared/student-plan';
import { isElectiveSubject } from './grade-strip';

export interface ElectiveOrderView {
  order: ElectiveOrder;
  /** Spec 2 §4: 2 and 3 after liked earlier orders; 4 (Math Options) while no M1/M2 is chosen. */
  enabled: boolean;
  /** The subjects this order offers (the school's class streams narrow orders 1–3). */
  options: PortalSubject[];
  /** The liked elective of this order, if any. */
  chosenId: number | null;
}

type PlanElective = StudentPlan['electives'][number];

/** The four elective slots as the Electives segment draws them; every rule comes from the domain. */
export function electiveOrdersView(
  electives: readonly PlanElective[],
  subjects: readonly PortalSubject[],
  { className, chart }: { className: string | null; chart: ElectiveStreamChart },
): ElectiveOrderView[] {
  const byId = new Map(subjects.map((s) => [s.id, s]));
  const electiveSubjects = subjects.filter(isElectiveSubject);
  const electiveCodes = electiveSubjects.map((s) => s.code);
  const chosen: ChosenElective[] = electives.map((e) => ({
    order: e.order,
    code: byId.get(e.electiveId)?.code ?? '',
    reaction: e.reaction,
  }));
  return ELECTIVE_ORDERS.map((order) => {
    const allowed = new Set(allowedElectives(order, { electiveCodes, className, chart }));
    const liked = electives.find((e) => e.order === order && e.reaction === 'like');
    return {
      order,
      enabled: isElectiveOrderEnabled(
        order,
        chosen.filter((c) => c.order !== order),
      ),
      options: electiveSubjects.filter((s) => allowed.has(s.code)),
      chosenId: liked?.electiveId ?? null,
    };
  });
}

/**
 * The changes that make `electiveId` the one elective of `order` (null clears it): the others of that
 * order are removed first, so the server checks the order's rule against what stays.
 */
export function electiveChanges(
  electives: readonly PlanElective[],
  order: number,
  electiveId: number | null,
): { electiveId: number; order: number; reaction: 'like' | null }[] {
  const removals = electives
    .filter((e) => e.order === order && e.electiveId !== electiveId)
    .map((e) => ({ electiveId: e.electiveId, order, reaction: null }));
  return electiveId === null ? removals : [...removals, { electiveId, order, reaction: 'like' as const }];
}
