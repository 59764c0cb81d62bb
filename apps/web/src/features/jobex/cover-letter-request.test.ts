import { describe, expect, it } from 'vitest';
import { coverLetterRequest } from './cover-letter-request';

const words: Record<string, string> = {
  'coverLetter.ask': 'A cover letter for “{{title}}” at {{employer}}',
  'coverLetter.askNoJob': 'A cover letter from my CV',
};
const t = (key: string, vars: Record<string, string> = {}) =>
  (words[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');

describe('coverLetterRequest', () => {
  it('names the saved job in the reader’s words and sends its id for the server to read', () => {
    const request = coverLetterRequest({
      job: {
        id: '2b0f6f0e-5a53-4c39-9a4e-0d1c1d8f3a11',
        title: 'Audit intern',
        employerName: 'Harbour & Co',
      },
      professionId: 12,
      t,
    });
    expect(request).toEqual({
      message: 'A cover letter for “Audit intern” at Harbour & Co',
      fields: {
        type: 'chat',
        chatType: 'cl',
        professionId: 12,
        jobId: '2b0f6f0e-5a53-4c39-9a4e-0d1c1d8f3a11',
      },
    });
  });

  it('asks for a letter from the CV alone when no job is chosen', () => {
    expect(coverLetterRequest({ job: null, professionId: null, t })).toEqual({
      message: 'A cover letter from my CV',
      fields: { type: 'chat', chatType: 'cl', professionId: null, jobId: null },
    });
  });
});
