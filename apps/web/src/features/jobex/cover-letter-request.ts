import { MAX_AI_MESSAGE_CHARS } from '@waypoint/domain';
import type { Section } from './use-jobex';

/** What the AI gateway is told: the job, the objective and the CV lines, cut to the gateway's message size. */
export function coverLetterRequest(opts: {
  job: { title: string; employerName: string; description: string | null } | null;
  objective: string | null;
  sections: Section[];
}): string {
  const lines = [
    opts.job ? `Job: ${opts.job.title} at ${opts.job.employerName}` : '',
    opts.job?.description ? `About the job: ${opts.job.description}` : '',
    opts.objective ? `Career objective: ${opts.objective}` : '',
    ...opts.sections.flatMap((s) =>
      s.credentials.map((c) => `${s.sectionKey}: ${[c.headline, c.organisation].filter(Boolean).join(', ')}`),
    ),
  ].filter(Boolean);
  return lines.join('\n').slice(0, MAX_AI_MESSAGE_CHARS);
}
