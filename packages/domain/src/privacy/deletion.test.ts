import { describe, expect, it } from 'vitest';
import {
  DELETION_CONFIRM_WORD,
  DELETION_GRACE_DAYS,
  deletionDueAt,
  deletionRefusal,
  deletionState,
  ERASED_NAME,
  erasedPhone,
  isDeletionConfirmed,
  isDeletionDue,
} from './deletion.ts';

describe('deletion grace period', () => {
  it('is 14 days from the request, to the millisecond', () => {
    expect(DELETION_GRACE_DAYS).toBe(14);
    const requested = new Date('2026-11-28T10:15:30.123Z');
    expect(deletionDueAt(requested).toISOString()).toBe('2026-12-12T10:15:30.123Z');
  });

  it('is due from the due instant on, never before', () => {
    const due = new Date('2026-12-12T10:00:00Z');
    expect(isDeletionDue(due, new Date('2026-12-12T09:59:59.999Z'))).toBe(false);
    expect(isDeletionDue(due, due)).toBe(true);
    expect(isDeletionDue(due, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(isDeletionDue(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('deletion confirmation', () => {
  it('accepts the word of either language', () => {
    expect(isDeletionConfirmed(DELETION_CONFIRM_WORD.en)).toBe(true);
    expect(isDeletionConfirmed(DELETION_CONFIRM_WORD['zh-HK'])).toBe(true);
    expect(isDeletionConfirmed('  delete ')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const typed of ['', ' ', 'DELET', 'DELETE ME', 'yes', '刪', '删除', 'x'])
      expect(isDeletionConfirmed(typed)).toBe(false);
  });
});

describe('deletion state and refusal', () => {
  const due = new Date('2026-12-12T00:00:00Z');
  it('reads none, pending and erased from the columns', () => {
    expect(deletionState({ deletionDueAt: null, erasedAt: null })).toBe('none');
    expect(deletionState({ deletionDueAt: due, erasedAt: null })).toBe('pending');
    expect(deletionState({ deletionDueAt: due, erasedAt: due })).toBe('erased');
  });

  it('keeps the last admin', () => {
    expect(deletionRefusal({ isAdmin: true, otherAdminsRemaining: 0 })).toBe('lastAdmin');
    expect(deletionRefusal({ isAdmin: true, otherAdminsRemaining: 1 })).toBeNull();
    expect(deletionRefusal({ isAdmin: false, otherAdminsRemaining: 0 })).toBeNull();
  });

  it('anonymises with values that name no one and stay unique', () => {
    expect(ERASED_NAME).toContain('Deleted account');
    expect(ERASED_NAME).toContain('已刪除帳戶');
    const a = erasedPhone('2b6c1f2e-0000-4000-8000-000000000001');
    const b = erasedPhone('2b6c1f2e-0000-4000-8000-000000000002');
    expect(a).not.toBe(b);
    expect(a).not.toMatch(/^\+?\d{8,}$/);
  });
});
