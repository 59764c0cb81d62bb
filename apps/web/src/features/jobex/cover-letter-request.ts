/**
 * What the cover-letter button sends to the AI gateway: the reader's own words for the request (kept in the
 * chatbot's history) and the saved job's id. The server reads the job and the CV from the database itself,
 * so the letter's facts are the ones stored, whichever provider writes it.
 */
export function coverLetterRequest(opts: {
  job: { id: string; title: string; employerName: string } | null;
  professionId: number | null;
  t: (key: string, vars?: Record<string, string>) => string;
}): {
  message: string;
  fields: { type: 'chat'; chatType: 'cl'; professionId: number | null; jobId: string | null };
} {
  const { job } = opts;
  return {
    message: job
      ? opts.t('coverLetter.ask', { title: job.title, employer: job.employerName })
      : opts.t('coverLetter.askNoJob'),
    fields: { type: 'chat', chatType: 'cl', professionId: opts.professionId, jobId: job?.id ?? null },
  };
}
