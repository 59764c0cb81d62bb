import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GradeSource } from '@waypoint/domain';
import { describe, expect, it, vi } from 'vitest';
import type { PortalData } from '@/shared/portal-data';
import type { PlanGradeRow } from '@/shared/student-plan';
import { renderScreen } from '@/shared/testing/render';
import { PredictionPanel, type PredictionPanelProps } from './PredictionPanel';
import { SUBJECTS } from './plan-fixtures';

// No pause after each keystroke and click (user-event waits a tick by default): the tests stay fast.
const user = userEvent.setup({ delay: null });

// Spec 2 §3–§4, the grade picker: a subject's grade popover offers 5** … U (Dropped for electives, A/U for
// Citizenship), saves a pick at once and a Clear; the school's withheld grades show '✱' and cannot be
// picked; electives join the strip from the profile, from a grade, or from 'Add a subject'.

const PORTAL = {
  programs: [],
  institutions: [],
  subjects: SUBJECTS,
  disciplines: [],
  disciplineGroups: [],
  advertisements: [],
} as unknown as PortalData;

const row = (
  subjectId: number,
  grade: string | null,
  source: GradeSource = 'overallTarget',
  hidden = false,
) =>
  ({
    subjectId,
    subjectCode: SUBJECTS.find((s) => s.id === subjectId)!.code,
    source,
    grade,
    hidden,
  }) as PlanGradeRow;

function renderPanel(props: Partial<PredictionPanelProps> = {}, lang: 'en' | 'zh-HK' = 'en') {
  const onPick = vi.fn();
  renderScreen(
    <PredictionPanel
      source="overallTarget"
      title="My Prediction"
      rows={[row(1, '4'), row(3, '5*'), row(8, '3')]}
      subjects={SUBJECTS}
      extraSubjectIds={[]}
      editable
      hidden={false}
      scores={null}
      programIds={[]}
      onPick={onPick}
      {...props}
    />,
    { lang, portal: PORTAL },
  );
  return { onPick };
}

const chip = (code: string) => screen.getByTestId(`own-prediction-grade-${code}`);
const shown = () =>
  screen
    .getAllByTestId(/^own-prediction-grade-[A-Za-z0-9]+-value$/)
    .map((v) => [v.closest('[data-code]')?.getAttribute('data-code'), v.textContent]);

describe('the grade picker', () => {
  it('shows the core subjects and the graded elective with their grades, "–" where none', () => {
    renderPanel();
    expect(shown()).toEqual([
      ['Chi', '4'],
      ['Eng', '–'],
      ['Maths', '5*'],
      ['CS', '–'],
      ['Bio', '3'],
    ]);
  });

  it('saves a picked grade at once, and not a pick of the grade already there', async () => {
    const { onPick } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Eng (en): no grade. Choose a grade' }));
    const popover = await screen.findByTestId('own-prediction-grade-Eng-popover');
    expect(
      within(popover)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5**', '5*', '5', '4', '3', '2', '1', 'U']);
    await user.click(within(popover).getByRole('button', { name: '5' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: 'Eng' }), '5');

    onPick.mockClear();
    await user.click(chip('Chi'));
    const chinese = await screen.findByTestId('own-prediction-grade-Chi-popover');
    await user.click(within(chinese).getByRole('button', { name: '4' }));
    expect(onPick).not.toHaveBeenCalled();
  });

  it('offers Dropped for an elective, A and U for Citizenship, and a Clear where there is a grade', async () => {
    const { onPick } = renderPanel();
    await user.click(chip('Bio'));
    const bio = await screen.findByTestId('own-prediction-grade-Bio-popover');
    expect(within(bio).getByTestId('grade-option-Dropped').textContent).toBe('Dropped');
    await user.click(within(bio).getByRole('button', { name: 'Clear' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: 'Bio' }), null);

    await user.click(chip('CS'));
    const csd = await screen.findByTestId('own-prediction-grade-CS-popover');
    expect(
      within(csd)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['A', 'U']);
  });

  it('hides a dropped elective from the strip', () => {
    renderPanel({ rows: [row(1, '4'), row(8, 'Dropped')] });
    expect(screen.queryByTestId('own-prediction-grade-Bio')).toBeNull();
  });

  it('shows withheld school grades as ✱ that cannot be picked, with the reason', () => {
    renderPanel({
      source: 'schoolPredict',
      title: 'School Prediction',
      rows: [row(1, null, 'schoolPredict', true), row(8, null, 'schoolPredict', true)],
      hidden: true,
    });
    const values = screen.getAllByTestId(/^school-prediction-grade-[A-Za-z0-9]+-value$/);
    expect(values.map((v) => v.textContent)).toEqual(['✱', '✱', '✱', '✱', '✱']);
    expect(screen.queryAllByRole('button', { name: /Choose a grade/ })).toEqual([]);
    expect(screen.getByText('Your school has not released predicted scores yet.')).toBeTruthy();
    expect(screen.queryByTestId('school-prediction-breakdown')).toBeNull();
  });

  it('lets nothing be picked when read-only', () => {
    renderPanel({ editable: false });
    expect(screen.queryAllByRole('button', { name: /Choose a grade/ })).toEqual([]);
    expect(screen.queryByTestId('own-prediction-add-subject')).toBeNull();
    expect(shown()).toContainEqual(['Maths', '5*']);
  });

  it('adds an elective to the strip from "Add a subject"', async () => {
    renderPanel();
    await user.click(screen.getByRole('combobox', { name: 'Add a subject' }));
    await user.click(await screen.findByRole('option', { name: 'Phys (en)' }));
    expect(shown().map(([code]) => code)).toEqual(['Chi', 'Eng', 'Maths', 'CS', 'Phys', 'Bio']);
  });

  it('reads in Chinese', async () => {
    renderPanel({ title: '我的預測' }, 'zh-HK');
    await user.click(screen.getByRole('button', { name: '生物：3。選擇等級' }));
    const bio = await screen.findByTestId('own-prediction-grade-Bio-popover');
    expect(within(bio).getByTestId('grade-option-Dropped').textContent).toBe('已放棄');
    expect(within(bio).getByTestId('grade-option-clear').textContent).toBe('清除');
  });
});
