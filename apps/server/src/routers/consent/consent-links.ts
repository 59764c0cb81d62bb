import { checkConsentLinkSubject } from '../../services/consent/check-consent-link-subject.ts';
import {
  CONSENT_LINK_DAYS,
  makeConsentLinkToken,
  readConsentLinkToken,
} from '../../services/consent/consent-link.ts';
import { latestConsent } from '../../services/consent/consent-view.ts';
import { describeConsentLink } from '../../services/consent/describe-consent-link.ts';
import { fail } from '../../trpc/errors.ts';
import { canActOnUser, publicProcedure, signedInProcedure } from '../../trpc/procedures.ts';
import {
  consentLink,
  consentLinkInput,
  consentRecord,
  getConsentInput,
  linkInfo,
  linkInfoInput,
} from './shapes.ts';

/** The signed-in person's latest consent for a target (and event): the page's submitted state. */
export const getUserConsent = signedInProcedure
  .input(getConsentInput)
  .output(consentRecord.nullable())
  .query(({ ctx, input }) =>
    latestConsent(ctx.deps.db, {
      userId: ctx.user.row.id,
      target: input.target,
      sessionId: input.sessionId ?? null,
    }),
  );

/**
 * Beyond the spec: the student (or their teacher, or an admin) makes a link for a parent to sign without
 * an account. The link names the child and, for an event that needs parent consent, the event.
 */
export const createConsentLink = signedInProcedure
  .input(consentLinkInput)
  .output(consentLink)
  .mutation(async ({ ctx, input }) => {
    const userId = input.userId ?? ctx.user.row.id;
    await checkConsentLinkSubject(ctx.deps.db, {
      userId,
      sessionId: input.sessionId,
      mayActOn: (child) => canActOnUser(ctx.user, child),
    });
    const expiresAt = ctx.deps.now().getTime() + CONSENT_LINK_DAYS * 86_400_000;
    const t = makeConsentLinkToken(ctx.deps.secret, {
      userId,
      target: input.target,
      sessionId: input.sessionId ?? null,
      expiresAt,
    });
    return { url: `/parent-consent/${input.target}?t=${t}`, expiresAt: new Date(expiresAt).toISOString() };
  });

/** What a signing link is for: the child's first name, the event, and any consent already given. */
export const getConsentLink = publicProcedure
  .input(linkInfoInput)
  .output(linkInfo)
  .query(async ({ ctx, input }) => {
    if (!(await ctx.deps.limiter.take('consentLink', ctx.ip)))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const claims = readConsentLinkToken(ctx.deps.secret, input.t, ctx.deps.now());
    if (!claims) fail('NOT_FOUND', 'consent.errors.linkInvalid');
    return describeConsentLink(ctx.deps.db, { claims, lang: ctx.lang });
  });
