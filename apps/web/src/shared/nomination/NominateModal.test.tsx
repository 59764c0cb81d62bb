import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { NominateModal, type NominationSession } from './NominateModal';

// No pause after each keystroke and click (user-event waits a tick by default): the tests stay fast.
const user = userEvent.setup({ delay: null });

// Spec 1 §2.3 and §5, spec 2 §5: the school's students for a session; a tick for a confirmed nomination;
// a checkbox only where the student may be nominated (verified, not at an earlier session, before the
// start); 'Confirm nomination?' with the names; Reject only when every selected student had applied.

const HOUR = 3_600_000;
const SESSION: NominationSession = {
  id: 'e0000000-0000-4000-8000-000000000003',
  name: 'Campus visit',
  nameChi: '校園參觀',
  startTime: new Date(Date.now() + 48 * HOUR).toISOString(),
};

interface StudentRow {
  id: string;
  fullName: string;
  chineseName: string | null;
  class: string;
  studentNumber: string;
  verificationResult: string | null;
  applied?: boolean;
  sessionResponse?: { response: string; confirmed: boolean; nominatedBy: string | null } | null;
  attendedEarlier?: boolean;
}

const student = (s: StudentRow) => ({
  preferredName: null,
  yearDSE: 2027,
  schoolId: 'beacon1',
  tags: [],
  choiceCount: 0,
  events: { applied: s.applied ?? false, attended: false, nominated: false, selected: false, no: false },
  sessionResponse: s.sessionResponse ?? null,
  attendedEarlier: s.attendedEarlier ?? false,
  ...s,
});

const STUDENTS = [
  student({
    id: 's1',
    fullName: 'Chan Ka Yan',
    chineseName: '陳嘉欣',
    class: '5A',
    studentNumber: '1',
    verificationResult: 'Yes',
  }),
  student({
    id: 's2',
    fullName: 'Lee Ho Yin',
    chineseName: '李浩賢',
    class: '5A',
    studentNumber: '2',
    verificationResult: 'Yes',
    applied: true,
    sessionResponse: { response: 'Yes', confirmed: false, nominatedBy: null },
  }),
  student({
    id: 's3',
    fullName: 'Wong Mei Ling',
    chineseName: '黃美玲',
    class: '5B',
    studentNumber: '3',
    verificationResult: 'Yes',
    applied: true,
    sessionResponse: { response: 'Confirmed', confirmed: true, nominatedBy: 'teacher-1' },
  }),
  student({
    id: 's4',
    fullName: 'Ho Ka Lok',
    chineseName: null,
    class: '5B',
    studentNumber: '4',
    verificationResult: null,
  }),
  student({
    id: 's5',
    fullName: 'Lau Hoi Ching',
    chineseName: '劉凱晴',
    class: '5C',
    studentNumber: '5',
    verificationResult: 'Yes',
    attendedEarlier: true,
  }),
];

function api(path: string, input: unknown): unknown {
  if (path === 'teacher.getTeacherResponses')
    return { options: [], questions: [], responses: [], context: { service: null, nominationsCount: 12 } };
  if (path === 'teacher.getUsersBySchoolId') {
    const search = (input as { search?: string }).search?.toLowerCase();
    const items = search ? STUDENTS.filter((s) => s.fullName.toLowerCase().includes(search)) : STUDENTS;
    return { items, nextCursor: null, total: items.length };
  }
  if (path === 'users.insertNominationRecord') return { results: [] };
  throw new Error(`unexpected ${path}`);
}

function renderModal(opts: { lang?: 'en' | 'zh-HK'; session?: NominationSession } = {}) {
  return renderScreen(
    <NominateModal event={opts.session ?? SESSION} schoolId="beacon1" onClose={() => {}} />,
    { lang: opts.lang ?? 'en', api },
  );
}

const row = (id: string) => screen.getByTestId(`nominate-row-${id}`);
const box = (id: string) => within(row(id)).queryByRole('checkbox') as HTMLInputElement | null;

describe('the nomination modal', () => {
  it('ticks a confirmed nomination and blocks the students who may not be nominated, saying why', async () => {
    renderModal();
    await screen.findByTestId('nominate-row-s1');
    expect(screen.getByText('Nominate students: Campus visit')).toBeTruthy();
    expect(box('s1')!.disabled).toBe(false);
    expect(box('s2')!.disabled).toBe(false);
    expect(box('s3')).toBeNull();
    expect(within(row('s3')).getByRole('img', { name: 'Nominated' })).toBeTruthy();
    expect(box('s4')!.disabled).toBe(true);
    expect(row('s4').textContent).toContain('Not verified by the school yet');
    expect(box('s5')!.disabled).toBe(true);
    expect(row('s5').textContent).toContain('Attended an earlier session');
    expect(within(row('s2')).getByText('Applied')).toBeTruthy();
  });

  it('blocks everyone once the session has started', async () => {
    renderModal({ session: { ...SESSION, startTime: new Date(Date.now() - HOUR).toISOString() } });
    await screen.findByTestId('nominate-row-s1');
    for (const id of ['s1', 's2', 's4', 's5']) expect(box(id)!.disabled).toBe(true);
    expect(row('s1').textContent).toContain('The event has started');
  });

  it('nominates the selected students after "Confirm nomination?" naming them', async () => {
    const { calls } = renderModal();
    await screen.findByTestId('nominate-row-s1');
    const submit = screen.getByTestId('nominate-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(box('s1')!);
    // A tap on the name selects too.
    await user.click(within(row('s2')).getByText('Lee Ho Yin'));
    expect(screen.getByTestId('nominate-selected-count').textContent).toBe('2 selected');
    await user.click(submit);
    expect(await screen.findByText('Confirm nomination?')).toBeTruthy();
    const confirm = screen.getByTestId('nominate-confirm');
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chan Ka Yan', 'Lee Ho Yin']);
    await user.click(screen.getByTestId('nominate-confirm-ok'));
    expect(await screen.findByText('Thank you for your nomination.')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'users.insertNominationRecord').map((c) => c.input)).toEqual([
      { targetUserIds: ['s1', 's2'], targetSessionIds: [SESSION.id], targetResponse: 'Yes' },
    ]);
    await waitFor(() => expect(screen.getByTestId('nominate-selected-count').textContent).toBe('0 selected'));
  });

  it('offers Reject only when every selected student had applied, and rejects them', async () => {
    const { calls } = renderModal();
    await screen.findByTestId('nominate-row-s2');
    await user.click(box('s2')!);
    expect(screen.getByTestId('nominate-reject')).toBeTruthy();
    await user.click(box('s1')!);
    expect(screen.queryByTestId('nominate-reject')).toBeNull();
    await user.click(box('s1')!);
    await user.click(screen.getByTestId('nominate-reject'));
    expect(await screen.findByText('Confirm rejection of student applications?')).toBeTruthy();
    await user.click(screen.getByTestId('nominate-confirm-ok'));
    expect(await screen.findByText('Thank you for your response.')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'users.insertNominationRecord').map((c) => c.input)).toEqual([
      { targetUserIds: ['s2'], targetSessionIds: [SESSION.id], targetResponse: 'No' },
    ]);
  });

  it('shows applicants only, and searches the school’s students', async () => {
    const { calls } = renderModal();
    await screen.findByTestId('nominate-row-s1');
    await user.click(screen.getByRole('checkbox', { name: 'Applicants only' }));
    expect(screen.queryByTestId('nominate-row-s1')).toBeNull();
    expect(screen.getByTestId('nominate-row-s2')).toBeTruthy();
    expect(screen.getByTestId('nominate-row-s3')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Applicants only' }));
    await user.type(screen.getByRole('textbox', { name: 'Search by name, class or number' }), 'lau');
    await waitFor(() =>
      expect(screen.getAllByTestId(/^nominate-row-/).map((r) => r.dataset.testid)).toEqual([
        'nominate-row-s5',
      ]),
    );
    expect(
      calls
        .filter((c) => c.path === 'teacher.getUsersBySchoolId')
        .map((c) => (c.input as { search?: string }).search),
    ).toContain('lau');
  });

  it('reads in Chinese, with the students’ Chinese names', async () => {
    renderModal({ lang: 'zh-HK' });
    await screen.findByTestId('nominate-row-s1');
    expect(screen.getByText('提名學生：校園參觀')).toBeTruthy();
    expect(within(row('s1')).getByText('陳嘉欣')).toBeTruthy();
    // No Chinese name: the English one.
    expect(within(row('s4')).getByText('Ho Ka Lok')).toBeTruthy();
    expect(row('s4').textContent).toContain('學校尚未核實');
  });
});
