import { MAX_AI_MESSAGE_CHARS } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { coverLetterRequest } from './cover-letter-request';
import type { Section } from './use-jobex';

const section = (
  sectionKey: Section['sectionKey'],
  headlines: string[],
  organisation: string | null = null,
): Section => ({
  id: sectionKey,
  sectionKey,
  title: null,
  order: 1,
  credentials: headlines.map((headline, i) => ({
    id: `${sectionKey}-${i}`,
    sectionId: sectionKey,
    headline,
    organisation,
    location: null,
    startMonth: null,
    endMonth: null,
    description: null,
    order: i + 1,
  })),
});

describe('coverLetterRequest', () => {
  it('tells the gateway the job, the objective and every CV line, in CV order', () => {
    const text = coverLetterRequest({
      job: { title: 'Audit intern', employerName: 'Harbour & Co', description: 'Ten weeks.' },
      objective: 'Audit trainee',
      sections: [
        section('internships', ['Audit intern'], 'Harbour & Co'),
        section('awards', ["Dean's List"]),
      ],
    });
    expect(text.split('\n')).toEqual([
      'Job: Audit intern at Harbour & Co',
      'About the job: Ten weeks.',
      'Career objective: Audit trainee',
      'internships: Audit intern, Harbour & Co',
      "awards: Dean's List",
    ]);
  });

  it('stays within the gateway’s message size however long the CV', () => {
    const long = Array.from({ length: 300 }, (_, i) => `Entry number ${i} with some words`);
    const text = coverLetterRequest({ job: null, objective: null, sections: [section('projects', long)] });
    expect(text.length).toBe(MAX_AI_MESSAGE_CHARS);
    expect(text.startsWith('projects: Entry number 0 with some words\nprojects: Entry number 1')).toBe(true);
  });
});
