export type TabKey = 'home' | 'explore' | 'events' | 'profile';

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

export function activeTab(pathname: string): TabKey | null {
  const segment = pathname.split('/')[1] ?? '';
  return TABS.find((tab) => tab.segments.includes(segment))?.key ?? null;
}
