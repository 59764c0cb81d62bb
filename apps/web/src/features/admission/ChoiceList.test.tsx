import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PortalData } from '@/shared/portal-data';
import { renderScreen } from '@/shared/testing/render';
import { ChoiceList, type ChoiceListProps, FIRST_PAINT_SLOTS } from './ChoiceList';
import { program, SUBJECTS } from './plan-fixtures';

// No pause after each keystroke and click (user-event waits a tick by default): the tests stay fast.
const user = userEvent.setup({ delay: null });

// Spec 2 §2 and §5: the Dec Submission list of 20, the next empty slot to fill, 'Confirm delete?' (admins
// skip it), and clearing all after a question.

const PORTAL: PortalData = {
  programs: [
    {
      ...program(11, 28),
      jupasCode: 'JS6456',
      name: 'Nursing',
      nameChi: '護理學',
      institutionNameShort: 'PolyU',
    },
    {
      ...program(12, 30),
      jupasCode: 'JS6004',
      name: 'Medicine',
      nameChi: '內外全科醫學',
      institutionNameShort: 'HKU',
    },
    {
      ...program(13, 24),
      jupasCode: 'JS4101',
      name: 'Education',
      nameChi: '教育學',
      institutionNameShort: 'CUHK',
    },
  ],
  institutions: [],
  subjects: SUBJECTS,
  disciplines: [],
  disciplineGroups: [],
  advertisements: [],
} as unknown as PortalData;

function renderList(props: Partial<ChoiceListProps> = {}, lang: 'en' | 'zh-HK' = 'en') {
  const handlers = {
    onReorder: vi.fn(),
    onDelete: vi.fn(),
    onAddNext: vi.fn(),
    onClearAll: vi.fn(),
  };
  const rendered = renderScreen(
    <ChoiceList
      programIds={[11, 12, 13]}
      self={null}
      school={null}
      schoolHidden={false}
      showSchool={false}
      ownLabel="Mine"
      editable
      reorderable
      confirmDelete
      {...handlers}
      {...props}
    />,
    { lang, portal: PORTAL, api: () => ({ offerStats: [] }) },
  );
  return { ...rendered, ...handlers };
}

const names = () => screen.getAllByTestId('choice-name').map((n) => n.textContent);

describe('the choice list', () => {
  it('ranks the choices in order with their band slots and offers only the next empty slot', async () => {
    const { onAddNext } = renderList();
    expect(names()).toEqual(['Nursing', 'Medicine', 'Education']);
    expect(screen.getAllByTestId('choice-band-label').map((b) => b.textContent)).toEqual(['A1', 'A2', 'A3']);
    expect(screen.getByTestId('choice-count').textContent).toBe('3 of 20 choices');
    // The first paint draws the first five slots; the other empty ones follow (decision 016, issue 25).
    expect(screen.getAllByTestId('choice-slot')).toHaveLength(FIRST_PAINT_SLOTS - 3);
    await waitFor(() => expect(screen.getAllByTestId('choice-slot')).toHaveLength(17));
    const empty = screen.getAllByTestId('choice-slot');
    expect(empty.map((s) => s.getAttribute('data-state'))).toEqual(['next', ...Array(16).fill('disabled')]);
    expect(within(empty[1]!).getByRole('button', { name: 'Choice 5: empty' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Add a programme as choice 4' }));
    expect(onAddNext).toHaveBeenCalledOnce();
  });

  it('asks "Confirm delete?" before deleting, and deletes nothing when cancelled', async () => {
    const { onDelete } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Medicine' }));
    expect((await screen.findByTestId('confirm-delete')).textContent).toBe('Confirm delete?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Medicine' }));
    await user.click(await screen.findByTestId('confirm-delete-yes'));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(12);
  });

  it('lets an admin delete without the question', async () => {
    const { onDelete } = renderList({ confirmDelete: false });
    await user.click(screen.getByRole('button', { name: 'Delete Education' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(13);
    expect(screen.queryByTestId('confirm-delete')).toBeNull();
  });

  it('clears all only after the question, and only when there is something to clear', async () => {
    const { onClearAll } = renderList();
    await user.click(screen.getByRole('button', { name: 'Clear All Choices' }));
    expect((await screen.findByTestId('confirm-clear-all')).textContent).toBe(
      'Clear all your choices? Your likes and grades stay.',
    );
    await user.click(screen.getByTestId('confirm-clear-all-yes'));
    expect(onClearAll).toHaveBeenCalledOnce();
  });

  it('shows a parent or teacher the list read-only: no delete, add or clear, no empty slots', () => {
    renderList({ editable: false, reorderable: false, showEmptySlots: false });
    expect(names()).toEqual(['Nursing', 'Medicine', 'Education']);
    expect(screen.queryByTestId('choice-delete')).toBeNull();
    expect(screen.queryByTestId('choice-drag')).toBeNull();
    expect(screen.queryByTestId('clear-all')).toBeNull();
    expect(screen.queryAllByTestId('choice-slot')).toEqual([]);
  });

  it('says so when a read-only list is empty, and offers no clearing of nothing', () => {
    renderList({ programIds: [], editable: false, showEmptySlots: false });
    expect(screen.getByText('No choices yet.')).toBeTruthy();
    expect(screen.queryByTestId('clear-all')).toBeNull();
  });

  it('reads in Chinese, with the programmes’ Chinese names', () => {
    renderList({}, 'zh-HK');
    expect(names()).toEqual(['護理學', '內外全科醫學', '教育學']);
    expect(screen.getByTestId('choice-count').textContent).toBe('已選 3/20 個');
    expect(screen.getByRole('button', { name: '清除所有選擇' })).toBeTruthy();
  });
});
