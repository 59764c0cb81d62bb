import {
  ROLE_ADMIN,
  ROLE_SECONDARY,
  ROLE_TEACHER,
  ROLE_UNI_CLIENT,
  ROLE_UNI_STUDENT,
} from '@waypoint/domain';

export type CardKey =
  | 'planner'
  | 'slp'
  | 'professions'
  | 'aiGuide'
  | 'programs'
  | 'events'
  | 'services'
  | 'booking'
  | 'sessions'
  | 'profile'
  | 'feedback'
  | 'signIn'
  | 'schoolTeachers'
  | 'mockJupas'
  | 'deck'
  | 'jobex'
  | 'outbox'
  | 'settings'
  | 'roles';

export interface HomeCard {
  key: CardKey;
  to: string;
  /** False while the area is still being built: the card says so instead of pretending. */
  available: boolean;
}

const CARDS: Record<CardKey, HomeCard> = {
  planner: { key: 'planner', to: '/ab3', available: true },
  slp: { key: 'slp', to: '/slp', available: true },
  professions: { key: 'professions', to: '/professions', available: true },
  aiGuide: { key: 'aiGuide', to: '/ai-guide', available: true },
  programs: { key: 'programs', to: '/programs', available: true },
  events: { key: 'events', to: '/events', available: true },
  services: { key: 'services', to: '/services', available: true },
  booking: { key: 'booking', to: '/booking', available: true },
  sessions: { key: 'sessions', to: '/sessions', available: true },
  profile: { key: 'profile', to: '/profile', available: true },
  feedback: { key: 'feedback', to: '/feedback', available: true },
  signIn: { key: 'signIn', to: '/login?redirectPath=%2Fhome', available: true },
  schoolTeachers: { key: 'schoolTeachers', to: '/school-teachers', available: true },
  mockJupas: { key: 'mockJupas', to: '/mock-jupas', available: true },
  deck: { key: 'deck', to: '/uni-profession-deck', available: false },
  jobex: { key: 'jobex', to: '/jobex', available: true },
  outbox: { key: 'outbox', to: '/admin/outbox', available: true },
  settings: { key: 'settings', to: '/admin/settings', available: true },
  roles: { key: 'roles', to: '/update-roles', available: true },
};

const BY_ROLE: Record<string, readonly CardKey[]> = {
  [ROLE_SECONDARY]: [
    'planner',
    'slp',
    'professions',
    // Where students plan (issue 24 item 18: /ai-guide was linked from nowhere).
    'aiGuide',
    'events',
    'services',
    'programs',
    'booking',
    'profile',
    'feedback',
  ],
  [ROLE_TEACHER]: [
    'schoolTeachers',
    'mockJupas',
    'events',
    'sessions',
    'services',
    'booking',
    'programs',
    'profile',
    'feedback',
  ],
  [ROLE_UNI_STUDENT]: [
    'jobex',
    'services',
    'professions',
    'aiGuide',
    'events',
    'booking',
    'profile',
    'feedback',
  ],
  [ROLE_UNI_CLIENT]: ['jobex', 'deck', 'events', 'sessions', 'services', 'profile', 'feedback'],
  [ROLE_ADMIN]: [
    'outbox',
    'settings',
    'roles',
    'schoolTeachers',
    'events',
    'sessions',
    'services',
    'programs',
    'profile',
  ],
};

const VISITOR: readonly CardKey[] = [
  'signIn',
  'professions',
  'programs',
  'events',
  'services',
  'booking',
  'feedback',
];

/** The areas the home page offers, by the role whose screens are shown (a visitor has none). */
export function homeCards(appRole: string | null): HomeCard[] {
  const keys = (appRole && BY_ROLE[appRole]) || (appRole ? BY_ROLE[ROLE_SECONDARY]! : VISITOR);
  return keys.map((key) => CARDS[key]);
}

/** Where a person stands in an area, from the home read: steps done of all, or a count. */
export type CardStatus = { done: number; total: number } | { count: number };

/**
 * The message of a card's one-line status: the area's own wording ("12 / 20 choices", "SLP: 3 of 5
 * steps") where it has one, else the plain "3 of 5 done" or "3 to look at".
 */
export function cardStatusKey(key: string, status: CardStatus): string[] {
  const form = 'count' in status ? 'count' : 'progress';
  return [`cards.${key}.${form}`, `cards.status.${form}`];
}

/** Cards whose status the home read files under another area's name: the teacher's student list is the plan's. */
const STATUS_FROM: Partial<Record<CardKey, string>> = { mockJupas: 'planner' };

/** A card's status from the home read, or none to show (a count of steps out of none says nothing). */
export function cardStatusOf(
  key: CardKey,
  status: Readonly<Record<string, CardStatus>> | undefined,
): CardStatus | null {
  const found = status?.[key] ?? status?.[STATUS_FROM[key] ?? ''];
  if (!found || ('total' in found && found.total <= 0)) return null;
  return found;
}
