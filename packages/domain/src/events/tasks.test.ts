import { describe, expect, it } from 'vitest';
import {
  grantsFullSlpAccess,
  isFormSubmitEnabled,
  isTaskDone,
  isTaskVisible,
  missingRequired,
} from './tasks.ts';

describe('anchor tasks and forms (spec 1 §4.1, §5)', () => {
  it('grants full SLP access for seminar, campus visit and workshop 2 only', () => {
    expect(['work-seminar', 'work-campus-visit', 'work-workshop-2'].map(grantsFullSlpAccess)).toEqual([
      true,
      true,
      true,
    ]);
    expect(grantsFullSlpAccess('work-workshop-1')).toBe(false);
    expect(grantsFullSlpAccess(null)).toBe(false);
  });
  it('shows a task for its anchor, after attendance when so set', () => {
    const task = { anchorEventId: 'work-seminar', showAfterAttended: true };
    expect(isTaskVisible(task, { anchorEventId: 'work-seminar' }, false)).toBe(false);
    expect(isTaskVisible(task, { anchorEventId: 'work-seminar' }, true)).toBe(true);
    expect(isTaskVisible(task, { anchorEventId: 'work-campus-visit' }, true)).toBe(false);
  });
  it('is done when a stored response exists for that session and task', () => {
    const stored = [{ sessionId: 's1', taskId: 't1' }];
    expect(isTaskDone(stored, 's1', 't1')).toBe(true);
    expect(isTaskDone(stored, 's2', 't1')).toBe(false);
  });
  it('enables submit on any answer when none before, else only on a new or changed one', () => {
    expect(isFormSubmitEnabled({}, { q1: '' })).toBe(false);
    expect(isFormSubmitEnabled({}, { q1: '4' })).toBe(true);
    expect(isFormSubmitEnabled({ q1: '4' }, { q1: '4' })).toBe(false);
    expect(isFormSubmitEnabled({ q1: '4' }, { q1: '5' })).toBe(true);
    expect(isFormSubmitEnabled({ q1: '4' }, { q1: '4', q2: 'new' })).toBe(true);
  });
  it('lists blank required questions', () => {
    const qs = [
      { id: 'a', isRequired: true },
      { id: 'b', isRequired: false },
    ];
    expect(missingRequired(qs, { a: ' ', b: '' })).toEqual(['a']);
    expect(missingRequired(qs, { a: 'x' })).toEqual([]);
  });
});
