import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@/shared/i18n';
import { renderScreen } from '@/shared/testing/render';
import { AreaCards } from './AreaCards';
import type { CardStatus } from './home-cards';

// Issue 28 item 3: the cards say where the person stands ("12 / 20 choices", "SLP: 3 of 5 steps").
function statusOf(appRole: string, status: Record<string, CardStatus>, lang: Lang, key: string) {
  const view = renderScreen(
    <MemoryRouter>
      <AreaCards appRole={appRole} status={status} />
    </MemoryRouter>,
    { lang },
  );
  const text = view.getByTestId(`card-${key}`).querySelector('[data-testid="card-status"]')?.textContent;
  view.unmount();
  return text;
}

describe('the status line of the home cards', () => {
  const student = { planner: { done: 12, total: 20 }, slp: { done: 3, total: 5 }, events: { count: 2 } };

  it('says it in English and in Chinese', () => {
    expect(statusOf('secondary-school-student', student, 'en', 'planner')).toBe('12 / 20 choices');
    expect(statusOf('secondary-school-student', student, 'en', 'slp')).toBe('SLP: 3 of 5 steps');
    expect(statusOf('secondary-school-student', student, 'en', 'events')).toBe('2 events of yours coming up');
    expect(statusOf('secondary-school-student', student, 'zh-HK', 'planner')).toBe('已選 12 / 20 個課程');
    expect(statusOf('secondary-school-student', student, 'zh-HK', 'slp')).toBe('SLP：已完成 3 / 5 步');
    expect(statusOf('teacher', { planner: { count: 1 } }, 'en', 'mockJupas')).toBe(
      '1 student waiting for verification',
    );
    expect(statusOf('university-client', { jobex: { count: 4 } }, 'zh-HK', 'jobex')).toBe(
      '4 個職位接受申請中',
    );
  });

  it('keeps the description where the read has nothing to say', () => {
    renderScreen(
      <MemoryRouter>
        <AreaCards appRole="secondary-school-student" status={{}} />
      </MemoryRouter>,
      { lang: 'en' },
    );
    expect(screen.queryAllByTestId('card-status')).toHaveLength(0);
    expect(screen.getByTestId('card-planner').textContent).toContain('Plan up to 20 programme choices');
  });
});
