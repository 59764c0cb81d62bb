import { describe, expect, it } from 'vitest';
import type { EditableClaim } from './slp-types';
import { slpSnapshot, unsavedParts } from './slp-unsaved';

const claim = (text: string, extra: Partial<EditableClaim> = {}): EditableClaim => ({
  key: text,
  claimId: `id-${text}`,
  text,
  elaboration: '',
  selected: true,
  comments: [],
  ...extra,
});

const saved = slpSnapshot({
  strength: 'Curious',
  professions: [{ id: 1 }, { id: 2 }],
  claims: [claim('Robotics')],
  original: 'Draft',
});

describe('unsavedParts', () => {
  it('finds nothing to lose when the screen holds what was saved', () => {
    const same = slpSnapshot({
      strength: ' Curious ',
      professions: [{ id: 1 }, { id: 2 }],
      claims: [claim('Robotics', { key: 'other', comments: [] })],
      original: 'Draft',
    });
    expect(unsavedParts(same, saved)).toEqual([]);
  });

  it('counts a claim added on step 3 and not yet saved as unsaved (issue 24)', () => {
    const added = slpSnapshot({
      strength: 'Curious',
      professions: [{ id: 1 }, { id: 2 }],
      claims: [claim('Robotics'), { ...claim('Debate'), claimId: undefined }],
      original: 'Draft',
    });
    expect(unsavedParts(added, saved)).toEqual(['claims']);
  });

  it('counts unticking, elaborating, a new strength, professions and the draft', () => {
    const base = { strength: 'Curious', professions: [{ id: 1 }, { id: 2 }], claims: [claim('Robotics')] };
    expect(
      unsavedParts(
        slpSnapshot({ ...base, claims: [claim('Robotics', { selected: false })], original: 'Draft' }),
        saved,
      ),
    ).toEqual(['claims']);
    expect(
      unsavedParts(
        slpSnapshot({ ...base, claims: [claim('Robotics', { elaboration: 'I led' })], original: 'Draft' }),
        saved,
      ),
    ).toEqual(['claims']);
    expect(unsavedParts(slpSnapshot({ ...base, strength: 'Patient', original: 'Draft' }), saved)).toEqual([
      'claims',
    ]);
    expect(
      unsavedParts(slpSnapshot({ ...base, professions: [{ id: 2 }, { id: 1 }], original: 'Draft' }), saved),
    ).toEqual(['professions']);
    expect(unsavedParts(slpSnapshot({ ...base, original: 'Draft 2' }), saved)).toEqual(['original']);
  });

  it('reads a missing draft as empty', () => {
    const none = slpSnapshot({ strength: '', professions: [], claims: [], original: null });
    expect(unsavedParts(none, { ...none, original: '' })).toEqual([]);
  });
});
