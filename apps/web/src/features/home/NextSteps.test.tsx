import { fireEvent, screen, within } from '@testing-library/react';
import { NEXT_STEP_KINDS, type NextStep, type NextStepKind } from '@waypoint/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n, type Lang } from '@/shared/i18n';
import { renderScreen } from '@/shared/testing/render';
import { NS } from './locales';
import { NextSteps } from './NextSteps';
import { STEP_TEXT_VARIANTS, stepVariant } from './next-steps-view';

// Issue 28 item 1: the home's next steps — the server's order, five and "see all", every kind worded in
// both languages. "Now" is fixed: Saturday 28 Nov 2026, 17:00 in Hong Kong.
const NOW = new Date('2026-11-28T09:00:00Z');

function step(kind: NextStepKind, id: string, over: Partial<NextStep> = {}): NextStep {
  return { id: `${kind}:${id}`, kind, dueAt: null, importance: 2, href: `/to/${id}`, params: {}, ...over };
}

function show(steps: NextStep[], lang: Lang = 'en') {
  return renderScreen(
    <MemoryRouter>
      <NextSteps steps={steps} now={NOW} />
    </MemoryRouter>,
    { lang },
  );
}

const rows = () => screen.queryAllByTestId('next-step');

describe('the next steps list', () => {
  it("keeps the server's order and says what, why and by when, each a link to where it is done", () => {
    show([
      step('eventConfirm', 'e1', {
        dueAt: '2026-11-29T02:00:00Z',
        importance: 1,
        href: '/events/e1',
        params: { titleEn: 'Campus visit', titleZh: '校園參觀' },
      }),
      step('slpClosing', 'slp', { dueAt: '2026-12-01T15:00:00Z', href: '/slp' }),
      step('choicesMissing', 'plan', { params: { count: 12, total: 20 }, href: '/ab3' }),
    ]);
    expect(rows().map((row) => row.dataset.kind)).toEqual(['eventConfirm', 'slpClosing', 'choicesMissing']);
    const [first, second, third] = rows();
    expect(within(first!).getByTestId('next-step-what').textContent).toContain(
      'Confirm your place at Campus visit',
    );
    expect(within(first!).getByTestId('next-step-why').textContent).toContain(
      'the organiser needs you to confirm',
    );
    expect(within(first!).getByTestId('next-step-due').textContent).toContain('Tomorrow');
    expect(first!.getAttribute('href')).toBe('/events/e1');
    expect(within(second!).getByTestId('next-step-due').textContent).toContain('In 3 days');
    expect(within(third!).getByTestId('next-step-what').textContent).toContain(
      'Add JUPAS choices: 12 of 20 so far',
    );
    expect(within(third!).queryByTestId('next-step-due')).toBeNull();
  });

  it('says it in Chinese with the Chinese title and Hong Kong days: 明天, 3 日後, a date further off', () => {
    show(
      [
        step('eventConfirm', 'e1', {
          dueAt: '2026-11-29T02:00:00Z',
          params: { titleEn: 'Campus visit', titleZh: '校園參觀' },
        }),
        step('slpClosing', 'slp', { dueAt: '2026-12-01T15:00:00Z' }),
        step('nominationsDue', 'e2', {
          dueAt: '2026-12-20T04:00:00Z',
          params: { titleEn: 'CamX', titleZh: 'CamX 研究週', count: 2 },
        }),
      ],
      'zh-HK',
    );
    const [first, second, third] = rows();
    expect(within(first!).getByTestId('next-step-what').textContent).toContain('確認出席「校園參觀」');
    expect(within(first!).getByTestId('next-step-due').textContent).toContain('明天');
    expect(within(second!).getByTestId('next-step-due').textContent).toContain('3 日後');
    expect(within(third!).getByTestId('next-step-what').textContent).toContain('為「CamX 研究週」提名學生');
    expect(within(third!).getByTestId('next-step-due').textContent).toContain('12月20日前');
  });

  it('counts days by the Hong Kong calendar: 23:30 tonight is today, 00:30 is tomorrow, a past one overdue', () => {
    show([
      step('rollCallOpen', 'a', { dueAt: '2026-11-28T15:30:00Z' }),
      step('eventConfirm', 'b', { dueAt: '2026-11-28T16:30:00Z' }),
      step('jupasDeadline', 'c', {
        dueAt: '2026-11-27T16:00:00Z',
        params: { deadline: 'twentyChoices', choices: 4 },
      }),
    ]);
    expect(rows().map((row) => within(row).getByTestId('next-step-due').textContent)).toEqual([
      'Today',
      'Tomorrow',
      'Overdue',
    ]);
    expect(within(rows()[2]!).getByTestId('next-step-what').textContent).toContain(
      'Complete all 20 JUPAS choices',
    );
    expect(within(rows()[2]!).getByTestId('next-step-why').textContent).toContain('you have 4 of 20');
  });

  it('shows five, and "see all" opens the rest in place, in order', () => {
    const kinds: NextStepKind[] = [
      'eventConfirm',
      'rollCallOpen',
      'slpClosing',
      'teacherComment',
      'teacherTag',
    ];
    const steps = [...kinds, 'gradesMissing', 'interestProfile'].map((kind, i) =>
      step(kind as NextStepKind, String(i), { params: { titleEn: `T${i}`, titleZh: `T${i}` } }),
    );
    show(steps);
    expect(rows()).toHaveLength(5);
    expect(rows().map((row) => row.dataset.kind)).toEqual(kinds);
    const seeAll = screen.getByTestId('next-steps-see-all');
    expect(seeAll.textContent).toContain('See all 7');
    expect(seeAll.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(seeAll);
    expect(rows().map((row) => row.dataset.kind)).toEqual([...kinds, 'gradesMissing', 'interestProfile']);
    expect(seeAll.textContent).toContain('Show fewer');
    fireEvent.click(seeAll);
    expect(rows()).toHaveLength(5);
  });

  it('offers no "see all" for five or fewer', () => {
    show([step('gradesMissing', 'a'), step('interestProfile', 'b')]);
    expect(rows()).toHaveLength(2);
    expect(screen.queryByTestId('next-steps-see-all')).toBeNull();
  });

  it('says all is done when nothing waits, in both languages', () => {
    show([]);
    expect(screen.getByTestId('next-steps-done').textContent).toContain('You are all done for now');
    show([], 'zh-HK');
    expect(screen.getAllByTestId('next-steps-done')[1]!.textContent).toContain('暫時全部完成');
  });
});

/** Parameters every sentence may use, as the domain sends them. */
const SAMPLE = {
  titleEn: 'Campus visit',
  titleZh: '校園參觀',
  title: 'Campus visit',
  count: 3,
  total: 20,
  choices: 4,
  from: 'Ms Chan',
  child: 'Ka Yan',
  yearOfStudy: 'Year 2',
  employer: 'Harbour Bank',
  deadline: 'threeChoices',
};

describe('the words of every kind of step', () => {
  for (const lang of ['en', 'zh-HK'] as const) {
    it(`has a what and a why for every kind and each of its forms in ${lang}, with nothing left unfilled`, () => {
      const t = i18n.getFixedT(lang, NS);
      for (const kind of NEXT_STEP_KINDS) {
        const variants = STEP_TEXT_VARIANTS[kind];
        expect(variants.length, kind).toBeGreaterThan(0);
        for (const variant of variants) {
          for (const part of ['what', 'why']) {
            const key = `nextSteps.kinds.${kind}.${variant}.${part}`;
            for (const count of [1, 3]) {
              const text = t(key, { ...SAMPLE, count });
              expect(text, `${lang} ${key}`).not.toBe(key);
              expect(text.trim(), `${lang} ${key}`).not.toBe('');
              expect(text, `${lang} ${key}`).not.toMatch(/\{\{|\}\}|undefined/);
            }
          }
        }
      }
    });
  }

  it('words each step with a form its kind has', () => {
    const cases: [NextStep['kind'], NextStep['params'], string][] = [
      ['jupasDeadline', { deadline: 'applyActivity' }, 'applyActivity'],
      ['jupasDeadline', { deadline: 'somethingNew' }, 'threeChoices'],
      ['consentUnsigned', { target: 'achievejupas_parent_consent' }, 'plan'],
      ['consentUnsigned', { titleEn: 'Seed', titleZh: '種子' }, 'event'],
      ['parentConsent', { child: 'Ka Yan', target: 'achievejupas_parent_consent' }, 'plan'],
      ['parentConsent', { child: 'Ka Yan', titleEn: 'Seed', titleZh: '種子' }, 'event'],
      ['teacherComment', { from: '' }, 'unnamed'],
      ['teacherComment', { from: 'Ms Chan' }, 'named'],
      ['careerGoals', { yearOfStudy: 'Year 2' }, 'year'],
    ];
    for (const [kind, params, variant] of cases) expect(stepVariant({ kind, params })).toBe(variant);
    for (const kind of NEXT_STEP_KINDS) {
      expect(STEP_TEXT_VARIANTS[kind]).toContain(stepVariant({ kind, params: {} }));
    }
  });
});
