import { type NextStep, orderNextSteps, toInstant } from './next-steps.ts';

type When = string | Date;

export interface ParentHomeState {
  /** The child the signing link is for (first name as the school has it). */
  childName: string;
  /** The JUPAS plan consent, when the child's school asks for one and no parent has signed it. */
  planConsentPending: boolean;
  /** Events the child applied to that need a parent's consent and have none, not yet started. */
  events: readonly { id: string; titleEn: string; titleZh: string | null; startTime: When }[];
}

/**
 * Issue 28, parent (through their link, no account): the consents waiting for their signature. The consent
 * page (`/parent-consent/:target/:videoId?`) is where each is signed.
 */
export function parentNextSteps(state: ParentHomeState, now: Date): NextStep[] {
  const steps: NextStep[] = [];
  if (state.planConsentPending) {
    steps.push({
      id: 'parentConsent:achievejupas',
      kind: 'parentConsent',
      dueAt: null,
      importance: 1,
      href: '/parent-consent/achievejupas_parent_consent',
      params: { child: state.childName, target: 'achievejupas_parent_consent' },
    });
  }
  for (const event of state.events) {
    const start = toInstant(event.startTime);
    // Once the event started a signature no longer confirms the place (spec 1 §4.1).
    if (!start || start.getTime() <= now.getTime()) continue;
    steps.push({
      id: `parentConsent:${event.id}`,
      kind: 'parentConsent',
      dueAt: start.toISOString(),
      importance: 1,
      href: `/events/${event.id}`,
      params: { child: state.childName, titleEn: event.titleEn, titleZh: event.titleZh ?? event.titleEn },
    });
  }
  return orderNextSteps(steps);
}
