import { LANGS } from '@waypoint/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { translate } from '../i18n/translate.ts';
import { stopDigestByToken } from '../services/home/digest-settings.ts';
import { escapeHtml } from '../services/privacy/export-summary.ts';

/**
 * Link previewers fetch a link as soon as a message holding it arrives (iMessage and WhatsApp announce
 * themselves as these): were they to stop the digest, every digest would stop itself on delivery.
 */
const PREVIEWER =
  /facebookexternalhit|facebot|whatsapp\/|twitterbot|slackbot|telegrambot|discordbot|linkedinbot|skypeuripreview|googlebot|bingbot|applebot|embedly|bot\b|crawler|spider|preview/i;

type Outcome = 'stopped' | 'unknown' | 'preview';

function page(outcome: Outcome, publicUrl: string): string {
  const sections = LANGS.map((lang) => {
    const t = (key: string) => escapeHtml(translate(lang, `digest.stopPage.${key}`));
    const profile = `<p><a href="${escapeHtml(`${publicUrl}/profile?tab=reminders`)}">${t('profileLink')}</a></p>`;
    if (outcome === 'preview') return `<section lang="${lang}"><h1>${t('title')}</h1></section>`;
    const [title, body] =
      outcome === 'stopped' ? ['stoppedTitle', 'stoppedBody'] : ['unknownTitle', 'unknownBody'];
    return `<section lang="${lang}"><h1>${t(title)}</h1><p>${t(body)}</p>${profile}</section>`;
  });
  return `<!doctype html>
<html lang="zh-HK"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(translate('zh-HK', 'digest.stopPage.title'))} · ${escapeHtml(translate('en', 'digest.stopPage.title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5}h1{font-size:1.25rem}section+section{border-top:1px solid #ccc;margin-top:1.5rem}</style>
</head><body>${sections.join('')}</body></html>`;
}

/**
 * Issue 28 item 4: the one-tap stop link of the weekly digest (decision 029). A GET, so that one tap in
 * WhatsApp or SMS does it, with no sign-in: the token can only turn that digest off. It answers in both
 * languages, since the tapper may be on any device; a HEAD or a link previewer changes nothing.
 */
export function registerDigestStop(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { token?: unknown } }>('/digest/stop', async (req, reply) => {
    const token = typeof req.query.token === 'string' && req.query.token.length <= 100 ? req.query.token : '';
    const previewer = req.method === 'HEAD' || PREVIEWER.test(String(req.headers['user-agent'] ?? ''));
    const outcome: Outcome = previewer ? 'preview' : await stopDigestByToken(deps.db, token, deps.now());
    reply
      .code(outcome === 'unknown' ? 404 : 200)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    return reply.send(page(outcome, deps.config.publicUrl));
  });
}
