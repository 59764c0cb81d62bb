import { MAX_DISCIPLINE_SUGGESTIONS, MAX_PROFESSION_SUGGESTIONS, type SuggestedItem } from '@waypoint/domain';
import { translate } from '../i18n/translate.ts';
import { isSecondaryStudent } from '../services/admission/plan-access.ts';
import { finishAiRequest } from '../services/ai/ai-requests.ts';
import { enqueueSuggestionsMessage } from '../services/ai/send-suggestions.ts';
import { type AnswerJob, line } from './answer-lines.ts';
import type { AiCatalogue } from './catalogue.ts';
import { guardText } from './output-guard.ts';
import { AiProviderError } from './types.ts';

/** A suggestion card carries our own names and figures, whatever the provider wrote. */
export function mergeWithData(catalogue: AiCatalogue, disciplines: boolean, id: number) {
  if (disciplines) {
    const d = catalogue.disciplineById.get(id);
    return d
      ? {
          id: d.id,
          name: d.name,
          nameChi: d.nameChi,
          groupName: d.groupName,
          groupNameChi: d.groupNameChi,
          programCount: d.programCount,
        }
      : null;
  }
  const p = catalogue.professionById.get(id);
  return p ? { id: p.id, name: p.name, nameChi: p.nameChi, iscoCode: p.iscoCode } : null;
}

/**
 * Disciplines (/ai/ab3) or professions (/ai/ab4, /ai/slp) suggested by the provider, as cards. A complete
 * answer is logged and, for a secondary student who did not opt out, sent to WhatsApp in one transaction.
 */
export async function* suggestionLines(job: AnswerJob): AsyncIterable<string> {
  const { deps, shape, requestId } = job;
  const disciplines = shape.path === 'ab3';
  const max = disciplines ? MAX_DISCIPLINE_SUGGESTIONS : MAX_PROFESSION_SUGGESTIONS;
  yield line({ type: 'meta', provider: job.provider.name, requestId });
  const sent: SuggestedItem[] = [];
  try {
    for await (const s of job.provider.suggest(
      {
        kind: disciplines ? 'disciplines' : 'professions',
        query: job.prompt,
        tagId: shape.body.tagId ?? null,
        student: job.student,
        catalogue: job.catalogue,
        max,
        lang: job.lang,
      },
      job.signal,
    )) {
      if (sent.length >= max) break;
      const merged = mergeWithData(job.catalogue, disciplines, s.id);
      if (!merged) continue;
      // A model's words pass the same checks as its chat (personal data, markup, length).
      const explanation = guardText(s.explanation, 1000);
      const explanationEn = s.explanationEn ? guardText(s.explanationEn, 1000) : null;
      sent.push({ name: merged.name, nameChi: merged.nameChi, explanation, explanationEn });
      yield line({ type: 'item', ...merged, explanation, explanationEn });
    }
    // Spec 3 §8 calls an empty result a failure; Waypoint says instead that nothing matched and offers the
    // tags and the interest profile (decision 017). Logged, and not charged: no quota, no cooldown.
    if (sent.length === 0) {
      await job.finish('failed', 'No data', 0);
      yield line({ type: 'noMatch', message: translate(job.lang, 'ai.noMatch') });
      yield line({ type: 'done', count: 0 });
      return;
    }
  } catch (error) {
    if (job.signal.aborted) {
      await job.finish('aborted', 'Client went away', sent.length);
      return;
    }
    await job.finish(
      'failed',
      error instanceof AiProviderError ? error.statusText : 'Internal error',
      sent.length,
    );
    if (!(error instanceof AiProviderError)) deps.log.error({ err: error }, 'AI suggestion failed');
    yield line({ type: 'error', message: translate(job.lang, 'ai.errors.suggestionFailed') });
    return;
  }
  const student = job.user.row;
  const sendToWhatsApp = shape.body.sendToWhatsApp !== false && isSecondaryStudent(student);
  await deps.db.transaction(async (tx) => {
    await finishAiRequest(tx, {
      id: requestId,
      status: 'ok',
      statusText: 'OK',
      resultCount: sent.length,
      durationMs: performance.now() - job.started,
    });
    if (sendToWhatsApp)
      await enqueueSuggestionsMessage(tx, {
        student,
        kind: disciplines ? 'disciplines' : 'professions',
        requestId,
        items: sent,
        askedIn: job.lang,
      });
  });
  yield line({ type: 'done', count: sent.length });
}
