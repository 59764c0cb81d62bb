import { NEXT_STEP_KINDS, type NextStep } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { hasKey } from '../src/i18n/translate.ts';
import { digestDue, digestLine, digestStepVariant, digestText } from '../src/services/home/digest-text.ts';

const NOW = new Date('2026-11-30T18:30:00+08:00');
const step = (over: Partial<NextStep> & Pick<NextStep, 'kind'>): NextStep => ({
  id: `${over.kind}:x`,
  dueAt: null,
  importance: 2,
  href: '/home',
  params: {},
  ...over,
});
const links = { homeUrl: 'https://w.example/home', stopUrl: 'https://w.example/digest/stop?token=abc' };

/** Issue 28 item 4: the words of the weekly digest (decision 029). */
describe('digest text', () => {
  it('has a line for every kind of next step', () => {
    for (const kind of NEXT_STEP_KINDS) {
      const variant = digestStepVariant(step({ kind }));
      const key = `digest.steps.${kind}.${variant}`;
      expect(hasKey(key) || hasKey(`${key}_one`), key).toBe(true);
    }
  });

  it('words a step in the reader’s language, with the Chinese title for zh-HK', () => {
    const s = step({ kind: 'eventConfirm', params: { titleEn: 'Campus visit', titleZh: '校園參觀' } });
    expect(digestLine(s, NOW, 'en')).toBe('Confirm your place at Campus visit');
    expect(digestLine(s, NOW, 'zh-HK')).toBe('確認出席「校園參觀」');
    const english = step({ kind: 'eventConfirm', params: { titleEn: 'Campus visit', titleZh: '' } });
    expect(digestLine(english, NOW, 'zh-HK')).toBe('確認出席「Campus visit」');
  });

  it('counts in the singular and plural, and picks the variant the home picks', () => {
    expect(digestLine(step({ kind: 'studentsWaiting', params: { count: 1 } }), NOW, 'en')).toBe(
      'Verify 1 student waiting',
    );
    expect(digestLine(step({ kind: 'studentsWaiting', params: { count: 4 } }), NOW, 'en')).toBe(
      'Verify 4 students waiting',
    );
    expect(
      digestLine(step({ kind: 'jupasDeadline', params: { deadline: 'twentyChoices' } }), NOW, 'en'),
    ).toBe('Complete all 20 JUPAS choices');
    expect(digestLine(step({ kind: 'jupasDeadline', params: { deadline: 'nonsense' } }), NOW, 'en')).toBe(
      'Put at least 3 choices in your JUPAS plan',
    );
    expect(digestLine(step({ kind: 'teacherComment', params: { from: 'Ms Lee' } }), NOW, 'en')).toBe(
      "Read Ms Lee's comment on your plan",
    );
    expect(digestLine(step({ kind: 'teacherComment' }), NOW, 'zh-HK')).toBe('閱讀老師對你計劃的留言');
  });

  it('says by when in Hong Kong days', () => {
    expect(digestDue(null, NOW, 'en')).toBeNull();
    expect(digestDue('2026-11-30T10:00:00Z', NOW, 'en')).toBe('overdue');
    expect(digestDue('2026-11-30T23:59:00+08:00', NOW, 'zh-HK')).toBe('今天');
    expect(digestDue('2026-12-01T09:00:00+08:00', NOW, 'en')).toBe('tomorrow');
    expect(digestDue('2026-12-03T09:00:00+08:00', NOW, 'en')).toBe('by 3 Dec');
    expect(digestDue('2026-12-03T09:00:00+08:00', NOW, 'zh-HK')).toBe('12月3日前');
    expect(digestDue('2027-01-05T09:00:00+08:00', NOW, 'en')).toBe('by 5 Jan 2027');
    const dated = step({ kind: 'gradesMissing', dueAt: '2026-12-03T09:00:00+08:00' });
    expect(digestLine(dated, NOW, 'en')).toBe('Enter your predicted grades (by 3 Dec)');
    expect(digestLine(dated, NOW, 'zh-HK')).toBe('輸入你的預測成績（12月3日前）');
  });

  it('lists the first five, counts the rest, and ends with the home and stop links', () => {
    const steps = Array.from({ length: 7 }, (_, i) =>
      step({ kind: 'eventConfirm', id: `e${i}`, params: { titleEn: `Event ${i}` } }),
    );
    const text = digestText({ steps, now: NOW, lang: 'en', ...links });
    expect(text?.split('\n')).toEqual([
      'Waypoint: your next steps this week',
      '1. Confirm your place at Event 0',
      '2. Confirm your place at Event 1',
      '3. Confirm your place at Event 2',
      '4. Confirm your place at Event 3',
      '5. Confirm your place at Event 4',
      '… and 2 more',
      'See them all: https://w.example/home',
      'Stop these weekly messages: https://w.example/digest/stop?token=abc',
    ]);
    const zh = digestText({ steps: steps.slice(0, 1), now: NOW, lang: 'zh-HK', ...links });
    expect(zh?.split('\n')).toEqual([
      '路標：你本週的下一步',
      '1. 確認出席「Event 0」',
      '查看全部：https://w.example/home',
      '停止每週提示：https://w.example/digest/stop?token=abc',
    ]);
  });

  it('is nothing when there is nothing to do', () => {
    expect(digestText({ steps: [], now: NOW, lang: 'en', ...links })).toBeNull();
  });
});
