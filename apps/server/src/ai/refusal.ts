import type { FastifyReply } from 'fastify';
import { type Lang, translate } from '../i18n/translate.ts';

/**
 * A request the gateway answers with an error status before any provider runs. The message is a locale
 * key; `vars` fill it and travel in the answer too (a 429's seconds or quota).
 */
export class Refusal {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly vars: Record<string, string | number> = {},
  ) {}
}

/** Sends a refusal in the reader's language; a cooldown's 429 also says when to come back. */
export function sendRefusal(reply: FastifyReply, lang: Lang, refusal: Refusal) {
  if (refusal.status === 429 && refusal.vars.seconds)
    reply.header('retry-after', String(refusal.vars.seconds));
  return reply
    .code(refusal.status)
    .send({ message: translate(lang, refusal.key, refusal.vars), ...refusal.vars });
}
