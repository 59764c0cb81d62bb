import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StudentPlan } from '@/shared/student-plan';
import { renderScreen } from '@/shared/testing/render';
import { PlanAccordions } from './PlanAccordions';

// Issue 28 item 2: a student who opens their teachers' comments has seen them, on every device: the page
// tells the server (home.markSeen), and the home's "read your teacher's comment" step goes.
const COMMENTS = [
  {
    id: 41,
    comment: 'Add a science programme.',
    createdAt: '2026-11-20T02:00:00Z',
    fromUser: { fullName: 'Chan Mei Ling' },
  },
  { id: 42, comment: 'Well done.', createdAt: '2026-11-21T02:00:00Z', fromUser: null },
];

function open(isSelf: boolean) {
  const plan = { student: { id: 'student-1' }, viewer: { isSelf } } as unknown as StudentPlan;
  return renderScreen(
    <MemoryRouter initialEntries={['/ab3#comments']}>
      <PlanAccordions plan={plan} choiceCount={3} showDeadlines={false} />
    </MemoryRouter>,
    {
      lang: 'en',
      api: (path) => {
        if (path === 'admission.getUserComments') return COMMENTS;
        if (path === 'home.markSeen') return { marked: 2 };
        throw new Error(`unexpected ${path}`);
      },
    },
  );
}

describe("the teachers' comments on the plan", () => {
  it('open at once from the home step (#comments) and are marked seen when the student reads them', async () => {
    const view = open(true);
    expect(await screen.findByText('Add a science programme.')).toBeTruthy();
    await waitFor(() => expect(view.calls.some((c) => c.path === 'home.markSeen')).toBe(true));
    expect(view.calls.find((c) => c.path === 'home.markSeen')?.input).toEqual({
      kind: 'teacherComment',
      itemIds: ['41', '42'],
    });
  });

  it('are not marked seen for the student when a teacher reads them', async () => {
    const view = open(false);
    expect(await screen.findByText('Well done.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.calls.map((c) => c.path)).not.toContain('home.markSeen');
  });
});
