import { linkFingerprint, readConsentLinkToken } from '../../services/consent/consent-link.ts';
import { insertUserConsent as insert } from '../../services/consent/insert-consent.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { insertConsentInput, insertConsentResult } from './shapes.ts';

/**
 * Spec insertUserConsent. Three ways in: a parent's signing link (the record is the child's, and an
 * event in the link is confirmed); a signed-in person (their own record); an anonymous visitor with no
 * link (kept with the typed name and phone, tied to no account, since anyone could type them).
 */
export const insertUserConsent = publicProcedure
  .input(insertConsentInput)
  .output(insertConsentResult)
  .mutation(async ({ ctx, input }) => {
    if (!(await ctx.deps.limiter.take('consent', ctx.ip)))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const now = ctx.deps.now();
    const claims = input.t ? readConsentLinkToken(ctx.deps.secret, input.t, now) : null;
    if (input.t && !claims) fail('NOT_FOUND', 'consent.errors.linkInvalid');
    const actor = ctx.user?.row ?? null;
    const ua = ctx.req.headers['user-agent'];
    const path = input.path;
    return insert(ctx.deps.db, {
      submission: {
        target: claims?.target ?? input.target,
        videoId: input.videoId ?? null,
        videoLink: input.videoLink ?? null,
        response: input.response ?? null,
        signatureDataUrl: input.signatureDataUrl,
        fullName: input.fullName ?? null,
        phone: input.phone ?? null,
      },
      signer: {
        actor,
        subjectUserId: claims?.userId ?? actor?.id ?? null,
        sessionId: claims ? claims.sessionId : (input.sessionId ?? null),
        isSelfConsent: !claims && actor !== null && input.selfConsent,
        link: input.t ? `${path}#link:${linkFingerprint(input.t)}` : path,
        ip: ctx.ip,
        userAgent: typeof ua === 'string' ? ua : null,
      },
      now,
      lang: ctx.lang,
      consentKey: ctx.deps.consentKey,
    });
  });
