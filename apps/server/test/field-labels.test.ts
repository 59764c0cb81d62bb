import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import zhHK from '../src/i18n/locales/zh-HK.json' with { type: 'json' };
import { issueField } from '../src/trpc/input-issues.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { type JsonSchema, listProcedures } from './procedure-list.ts';

/** Every property name of an input schema, at any depth (array items, unions and intersections too). */
function fieldNames(schema: JsonSchema | undefined, out = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return out;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    out.add(name);
    fieldNames(prop, out);
  }
  fieldNames(schema.items, out);
  const parts = [
    ...(schema.prefixItems ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  for (const part of parts) fieldNames(part, out);
  if (typeof schema.additionalProperties === 'object') fieldNames(schema.additionalProperties, out);
  return out;
}

/**
 * Issue 24 item 10: refusals named fields as the code does ("Invalid input: questionAnswers.", "…:
 * rollCallCode.", "…: search.") and said nothing of what is allowed. Every input field of every procedure,
 * read from the router itself, has a label in both languages, so a procedure added later fails here until
 * its fields have words; and a refusal names the label and the limit.
 */
describe('input field labels', () => {
  it('exist in both languages for every input field of every procedure', () => {
    const labels: Record<string, Record<string, string>> = { en: en.fields, 'zh-HK': zhHK.fields };
    const missing: string[] = [];
    for (const proc of listProcedures()) {
      for (const name of fieldNames(proc.input ?? undefined)) {
        for (const [lang, fields] of Object.entries(labels))
          if (!fields[name]?.trim()) missing.push(`${lang} fields.${name} (${proc.path})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name the deepest field the screen has a word for', () => {
    expect(issueField(['questionAnswers', 0, 'answer'])).toBe('answer');
    expect(issueField(['questionAnswers'])).toBe('questionAnswers');
    expect(issueField(['targetEvent', 'id'])).toBe('targetEvent');
    expect(issueField([])).toBe('');
  });
});

describe('refusals of an input', () => {
  let t: TestApp;
  let student = '';
  let teacher = '';

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    student = await signIn(t, '91000001');
    teacher = await signIn(t, '90000002');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function refusal(procedure: string, input: unknown, cookie: string, lang: 'en' | 'zh-HK') {
    const res = await t.call(procedure, input, { cookie, lang });
    expect(res.status).toBe(400);
    return res.error?.message;
  }

  it('name the field as the screen does and the longest text allowed, in either language', async () => {
    const roll = {
      targetEvent: { id: '7c0b4c1e-2f4a-4d6b-9e3a-5b8f0d2c1a90' },
      response: 'Attended',
      rollCallCode: 'x'.repeat(101),
    };
    expect(await refusal('events.updateEventResponse', roll, student, 'en')).toBe(
      'Please keep roll call code to at most 100 characters.',
    );
    expect(await refusal('events.updateEventResponse', roll, student, 'zh-HK')).toBe(
      '點名碼最多可有 100 個字。',
    );
    const search = { search: 'x'.repeat(10_000) };
    expect(await refusal('schools.getSchools', search, student, 'en')).toBe(
      'Please keep search to at most 100 characters.',
    );
    expect(await refusal('schools.getSchools', search, student, 'zh-HK')).toBe('搜尋最多可有 100 個字。');
  });

  it('name an answer in a list, and how many answers a list may hold', async () => {
    const answer = { optionId: 'a', questionAnswers: [{ questionId: 'q', answer: 'x'.repeat(2001) }] };
    expect(await refusal('teacher.upsertTeacherResponse', answer, teacher, 'en')).toBe(
      'Please keep answer to at most 2,000 characters.',
    );
    const many = {
      optionId: 'a',
      questionAnswers: Array.from({ length: 51 }, () => ({ questionId: 'q', answer: 'a' })),
    };
    expect(await refusal('teacher.upsertTeacherResponse', many, teacher, 'en')).toBe(
      'Please choose at most 50 for your answers.',
    );
    expect(await refusal('teacher.upsertTeacherResponse', many, teacher, 'zh-HK')).toBe(
      '你的回答最多只可選 50 項。',
    );
  });

  it('say what a booking remark allows instead of "This text is too long."', async () => {
    const booking = {
      bookingItemId: '7c0b4c1e-2f4a-4d6b-9e3a-5b8f0d2c1a90',
      fullName: 'Chan Tai Man',
      email: 'a@example.com',
      phone: '91234567',
      remarks: 'x'.repeat(10_000),
    };
    expect(await refusal('booking.createNewBooking', booking, student, 'en')).toBe(
      'Please keep remarks to at most 2,000 characters.',
    );
    expect(await refusal('booking.createNewBooking', booking, student, 'zh-HK')).toBe(
      '備註最多可有 2,000 個字。',
    );
  });

  it('ask for a missing full name, say how long one may be, and ask for a choice from the list', async () => {
    const profile = { fullName: '', email: 'a@example.com', phone: '91000001' };
    expect(await refusal('users.updateUser', profile, student, 'en')).toBe('Please fill in full name.');
    const long = { ...profile, fullName: 'x'.repeat(10_000) };
    expect(await refusal('users.updateUser', long, student, 'en')).toBe(
      'Please keep full name to at most 100 characters.',
    );
    expect(await refusal('users.updateUser', long, student, 'zh-HK')).toBe('全名最多可有 100 個字。');
    expect(await refusal('users.updateUserAppLanguage', { locale: 'fr' }, student, 'en')).toBe(
      'Please choose language from the options given.',
    );
    // An input of the wrong shape altogether has no field to name; no screen sends one.
    expect(await refusal('users.updateUserAppLanguage', 'fr', student, 'en')).toBe(
      'The request is not valid.',
    );
  });
});
