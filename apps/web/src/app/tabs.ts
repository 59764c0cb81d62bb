import { ROLE_ADMIN, ROLE_TEACHER } from '@waypoint/domain';

export type TabKey = 'home' | 'explore' | 'events' | 'school' | 'profile';

export interface TabDef {
  key: TabKey;
  to: string;
  /** First path segments that light this tab up (aliases included). */
  segments: readonly string[];
}

/** The four tabs of the shell (spec 1 §2.1): bottom bar on phones, header links on wider screens. */
export const TABS: readonly TabDef[] = [
  { key: 'home', to: '/home', segments: ['home', 'f5'] },
  {
    key: 'explore',
    to: '/professions',
    segments: ['professions', 'sectors', 'segments', 'programs', 'browsed', 'liked'],
  },
  {
    key: 'events',
    to: '/events',
    segments: [
      'events',
      'apply',
      'confirm',
      'withdraw',
      'unsubscribe',
      'services',
      'survey',
      'booking',
      'appointment',
    ],
  },
  { key: 'profile', to: '/profile', segments: ['profile'] },
];

/** The teacher tools (student list, statistics, teacher list) sit one tap away on a teacher's phone. */
const SCHOOL_TAB: TabDef = {
  key: 'school',
  to: '/mock-jupas',
  segments: ['mock-jupas', 'achievejupas', 'school-teachers', 'school-roster'],
};

/** The tabs for the role whose screens are shown: staff get their school's tools before Profile. */
export function tabsFor(appRole: string | null | undefined): readonly TabDef[] {
  if (appRole !== ROLE_TEACHER && appRole !== ROLE_ADMIN) return TABS;
  return [
    ...TABS.filter((tab) => tab.key !== 'profile'),
    SCHOOL_TAB,
    ...TABS.filter((tab) => tab.key === 'profile'),
  ];
}

export function activeTab(pathname: string, tabs: readonly TabDef[] = TABS): TabKey | null {
  const segment = pathname.split('/')[1] ?? '';
  return tabs.find((tab) => tab.segments.includes(segment))?.key ?? null;
}
