import { describe, expect, it } from 'vitest';
import {
  collectionStatement,
  isCurrentPicsVersion,
  PICS_SECTION_IDS,
  PICS_VERSION,
} from './collection-statement.ts';
import { RETENTION_SETTINGS } from './retention.ts';

const zh = collectionStatement('zh-HK');
const en = collectionStatement('en');

describe('collection statement', () => {
  it('is versioned by a real calendar date', () => {
    expect(PICS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${PICS_VERSION}T00:00:00Z`).toISOString().slice(0, 10)).toBe(PICS_VERSION);
    expect(zh.version).toBe(PICS_VERSION);
    expect(en.version).toBe(PICS_VERSION);
  });

  it('has the same sections, data categories and field lists in both languages', () => {
    expect(zh.sections.map((s) => s.id)).toEqual([...PICS_SECTION_IDS]);
    expect(en.sections.map((s) => s.id)).toEqual([...PICS_SECTION_IDS]);
    expect(zh.sections.map((s) => s.paragraphs.length)).toEqual(en.sections.map((s) => s.paragraphs.length));
    expect(zh.data.map((c) => c.id)).toEqual(en.data.map((c) => c.id));
    expect(zh.selfCorrected).toHaveLength(en.selfCorrected.length);
    expect(zh.correctedByStaff).toHaveLength(en.correctedByStaff.length);
  });

  it('leaves no text empty and writes the Chinese in Chinese', () => {
    for (const s of [zh, en]) {
      const texts = [
        s.title,
        s.intro,
        ...s.sections.flatMap((x) => [x.title, ...x.paragraphs]),
        ...s.data.flatMap((c) => [c.what, c.why, c.whoSees, c.kept]),
        ...s.selfCorrected,
        ...s.correctedByStaff,
      ];
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(0);
    }
    expect(zh.intro).toMatch(/[\u4e00-\u9fff]/);
    expect(en.intro).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('names every kind of data Waypoint holds, what a hosted AI receives and the 40-day access request', () => {
    expect(en.data.map((c) => c.id)).toEqual([
      'profile',
      'school',
      'grades',
      'choices',
      'events',
      'consents',
      'slp',
      'ai',
      'jobex',
      'pictures',
      'messages',
      'signIn',
      'staffAccess',
    ]);
    expect(en.data.find((c) => c.id === 'ai')?.whoSees).toMatch(/hosted AI model.*removed/);
    const rights = (s: typeof en) => s.sections.find((x) => x.id === 'rights')!.paragraphs.join(' ');
    expect(rights(en)).toMatch(/data access request.*40 days/);
    expect(rights(zh)).toContain('資料當事人');
    expect(rights(zh)).toContain('查閱資料要求');
    expect(rights(zh)).toContain('40日');
  });

  it('says plainly where no retention rule exists yet', () => {
    expect(
      en.data.filter((c) => c.kept.startsWith('Kept until the account is deleted')).length,
    ).toBeGreaterThan(5);
  });

  it('states the retention job’s periods where one applies', () => {
    const kept = (id: string) => en.data.find((c) => c.id === id)!.kept;
    expect(kept('ai')).toContain(`${RETENTION_SETTINGS.aiLogRetentionDays.defaultValue} days`);
    expect(kept('ai')).toContain(`${RETENTION_SETTINGS.chatRetentionDays.defaultValue} days`);
    expect(kept('messages')).toContain(`${RETENTION_SETTINGS.outboxBodyRetentionDays.defaultValue} days`);
    expect(kept('signIn')).toContain(`${RETENTION_SETTINGS.signInRecordRetentionDays.defaultValue} days`);
    expect(kept('staffAccess')).toContain(`${RETENTION_SETTINGS.staffAccessRetentionDays.defaultValue} days`);
  });

  it('accepts only the current version', () => {
    expect(isCurrentPicsVersion(PICS_VERSION)).toBe(true);
    expect(isCurrentPicsVersion('2020-01-01')).toBe(false);
    expect(isCurrentPicsVersion('')).toBe(false);
  });
});
