import { describe, expect, it } from 'vitest';
import { JsonArrayStream } from './json-array-stream.ts';
import { AI_COOLDOWN_SECONDS, aiCooldownRemaining, aiDailyQuota, hkDayStart } from './limits.ts';
import { stripPersonalData } from './personal-data.ts';
import { sensitiveTopic } from './safety.ts';

describe('AI cooldown (spec 3 §4: 30 s, "Please wait (Ns)")', () => {
  const t0 = new Date('2026-11-25T10:00:00Z');
  it('is free with no earlier request and after 30 s', () => {
    expect(AI_COOLDOWN_SECONDS).toBe(30);
    expect(aiCooldownRemaining(null, t0)).toBe(0);
    expect(aiCooldownRemaining(t0, new Date(t0.getTime() + 30_000))).toBe(0);
  });
  it('counts whole seconds up', () => {
    expect(aiCooldownRemaining(t0, t0)).toBe(30);
    expect(aiCooldownRemaining(t0, new Date(t0.getTime() + 100))).toBe(30);
    expect(aiCooldownRemaining(t0, new Date(t0.getTime() + 29_001))).toBe(1);
  });
});

describe('daily quota', () => {
  it('gives students the least and admins the most', () => {
    const student = aiDailyQuota({ isAdmin: false, isStaff: false });
    const staff = aiDailyQuota({ isAdmin: false, isStaff: true });
    const admin = aiDailyQuota({ isAdmin: true, isStaff: false });
    expect(student).toBeLessThan(staff);
    expect(staff).toBeLessThan(admin);
  });
  it('resets at Hong Kong midnight', () => {
    // 15:59 UTC is 23:59 in Hong Kong; 16:00 UTC is the next HK day.
    expect(hkDayStart(new Date('2026-11-25T15:59:00Z')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(hkDayStart(new Date('2026-11-25T16:00:00Z')).toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });
});

describe('stripPersonalData', () => {
  it('removes phones, HKIDs and e-mails and says which kinds', () => {
    const r = stripPersonalData(
      'I am A123456(7), call me on 9123 4567 or +852 61234567, mail amy.chan@school.edu.hk',
    );
    expect(r.text).not.toMatch(/9123|61234567|A123456|amy\.chan/);
    expect(r.text).toContain('[phone]');
    expect(r.text).toContain('[HKID]');
    expect(r.text).toContain('[email]');
    expect(r.found.sort()).toEqual(['email', 'hkid', 'phone']);
  });
  it('keeps ordinary numbers and text', () => {
    const r = stripPersonalData('I scored 5** in Biology in 2025 and want JS1001 or 332 minimum');
    expect(r.text).toBe('I scored 5** in Biology in 2025 and want JS1001 or 332 minimum');
    expect(r.found).toEqual([]);
  });
});

describe('sensitiveTopic', () => {
  it('finds self-harm and abuse in English and Chinese', () => {
    expect(sensitiveTopic('sometimes I want to die')).toBe('selfHarm');
    expect(sensitiveTopic('我好想自殺')).toBe('selfHarm');
    expect(sensitiveTopic('my uncle abused me')).toBe('abuse');
    expect(sensitiveTopic('爸爸成日打我')).toBe('abuse');
  });
  it('lets career questions through', () => {
    expect(sensitiveTopic('What does a nurse do every day?')).toBeNull();
    expect(sensitiveTopic('我想做社工，需要讀咩科？')).toBeNull();
    expect(sensitiveTopic('註冊護士的工作是甚麼？')).toBeNull();
  });
});

describe('JsonArrayStream', () => {
  it('hands out each object as soon as it is complete, across chunk borders', () => {
    const s = new JsonArrayStream();
    expect(s.push('```json\n[{"id": 3, "explanation": "a }')).toEqual([]);
    expect(s.push(' b"}, {"id"')).toEqual([{ id: 3, explanation: 'a } b' }]);
    expect(s.push(': 4, "explanation": "c\\"d"}]')).toEqual([{ id: 4, explanation: 'c"d' }]);
    expect(s.complete).toBe(true);
  });
  it('counts malformed objects and goes on', () => {
    const s = new JsonArrayStream();
    expect(s.push('[{"id": 1, explanation: x}, {"id": 2}]')).toEqual([{ id: 2 }]);
    expect(s.malformed).toBe(1);
  });
  it('reports no array when the model answers prose', () => {
    const s = new JsonArrayStream();
    expect(s.push('Sorry, I cannot help')).toEqual([]);
    expect(s.sawArray).toBe(false);
  });
});
