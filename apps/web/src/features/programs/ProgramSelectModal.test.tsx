import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PortalData } from '@/shared/portal-data';
import { renderScreen } from '@/shared/testing/render';
import ProgramSelectModal from './ProgramSelectModal';

const user = userEvent.setup({ delay: null });

// Issue 24 item 21: E-APP showed "No programs available" and nothing else. The spec's words stay, and the
// line under them says why: Waypoint's programme list holds the JUPAS programmes only.

const PORTAL = {
  programs: [
    {
      id: 1,
      displayName: 'JS1000 BSc Computational Finance',
      name: 'BSc Computational Finance',
      nameChi: '理學士(計算金融)',
      jupasCode: 'JS1000',
      institutionNameShort: 'CityUHK',
      programType: 'jupas',
      disciplineIds: [1],
      jupasUrl: 'https://www.jupas.edu.hk/en/programme/cityuhk/JS1000',
    },
  ],
  scoreSpecs: [],
  institutions: [],
  subjects: [],
  disciplines: [],
  disciplineGroups: [],
  advertisements: [],
} as unknown as PortalData;

const T = {
  en: {
    eapp: 'E-APP',
    empty: 'No programs available',
    reason:
      "Waypoint's programme list holds the 2026 JUPAS programmes only: it has no E-APP (non-JUPAS, self-financing) programmes yet. Switch to JUPAS to choose a programme.",
  },
  'zh-HK': {
    eapp: 'E-APP',
    empty: '沒有課程',
    reason:
      'Waypoint 的課程資料只包括 2026 年 JUPAS 課程，暫時沒有 E-APP（非聯招自資）課程。請切換至 JUPAS 選擇課程。',
  },
} as const;

describe('the programme picker with no E-APP programmes (issue 24 item 21)', () => {
  it.each(['en', 'zh-HK'] as const)('says why the E-APP list is empty (%s)', async (lang) => {
    const t = T[lang];
    renderScreen(<ProgramSelectModal innerProps={{ readOnly: true }} onClose={() => {}} />, {
      lang,
      portal: PORTAL,
      api: () => null,
    });
    expect(await screen.findAllByTestId('program-select-row')).toHaveLength(1);
    await user.click(screen.getByText(t.eapp));
    expect(screen.queryAllByTestId('program-select-row')).toHaveLength(0);
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.getByTestId('program-select-empty-reason').textContent).toBe(t.reason);
  });
});
