import { describe, expect, it } from 'vitest';
import { canGo, initialSuggestState, suggestReducer } from './suggest-flow';

const item = {
  type: 'item' as const,
  id: 11,
  name: 'Medicine, Dentistry and Health Sciences',
  nameChi: '醫學、牙科和健康科學',
  explanation: '「醫學」…',
  explanationEn: 'Medicine …',
};

describe('AI suggestion flow (spec 3 §4)', () => {
  it('goes to step 2 waiting, collects cards as they stream, and stops waiting when done', () => {
    let s = suggestReducer(initialSuggestState, { type: 'start' });
    expect(s).toMatchObject({ step: 2, waiting: true });
    s = suggestReducer(s, { type: 'line', line: { type: 'meta', provider: 'offline', requestId: 1 } });
    s = suggestReducer(s, { type: 'line', line: item });
    expect(s.items.map((i) => i.id)).toEqual([11]);
    s = suggestReducer(s, { type: 'line', line: { type: 'done', count: 1 } });
    expect(s).toMatchObject({ step: 2, waiting: false, provider: 'offline' });
  });
  it('returns to step 1 with the failure on an error or an empty result', () => {
    const started = suggestReducer(initialSuggestState, { type: 'start' });
    expect(suggestReducer(started, { type: 'line', line: { type: 'error', message: 'x' } })).toMatchObject({
      step: 1,
      failed: true,
    });
    expect(suggestReducer(started, { type: 'line', line: { type: 'done', count: 0 } })).toMatchObject({
      step: 1,
      failed: true,
    });
  });
  it('keeps a safety answer on screen', () => {
    let s = suggestReducer(initialSuggestState, { type: 'start' });
    s = suggestReducer(s, { type: 'line', line: { type: 'safety', text: 'call 2389 2222' } });
    s = suggestReducer(s, { type: 'line', line: { type: 'done', count: 0 } });
    expect(s).toMatchObject({ step: 2, safety: 'call 2389 2222', failed: false });
  });
});

describe('GO button (spec 3 §5)', () => {
  it('needs a tag or text and no cooldown', () => {
    expect(canGo({ tagId: null, text: '  ', cooldown: 0, waiting: false })).toBe(false);
    expect(canGo({ tagId: 'other', text: '', cooldown: 0, waiting: false })).toBe(false);
    expect(canGo({ tagId: 'science', text: '', cooldown: 0, waiting: false })).toBe(true);
    expect(canGo({ tagId: null, text: 'biology', cooldown: 0, waiting: false })).toBe(true);
    expect(canGo({ tagId: 'science', text: '', cooldown: 12, waiting: false })).toBe(false);
  });
});
