import { stripPersonalData } from '@waypoint/domain';
import type { CoverLetterFacts } from '../services/jobex/cover-letter-facts.ts';

const strip = (text: string | null) => (text === null ? null : stripPersonalData(text).text);

/**
 * The CV and the job as a letter's writer gets them, offline guide and model alike: phones, HKIDs and
 * e-mails become placeholders, as in every other prompt. A letter needs none of them (the student adds
 * their contact details when sending).
 */
export function coverLetterFactsForAi(facts: CoverLetterFacts): CoverLetterFacts {
  return {
    objective: strip(facts.objective),
    entries: facts.entries.map((e) => ({
      ...e,
      sectionTitle: strip(e.sectionTitle),
      headline: stripPersonalData(e.headline).text,
      organisation: strip(e.organisation),
      location: strip(e.location),
      description: strip(e.description),
    })),
    job: facts.job && {
      title: stripPersonalData(facts.job.title).text,
      employerName: stripPersonalData(facts.job.employerName).text,
      location: strip(facts.job.location),
      description: strip(facts.job.description),
    },
  };
}
