import { schema } from '@waypoint/db';
import { formatHkDateTime } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import {
  CONSENT_LINK_DAYS,
  makeConsentLinkToken,
  readConsentLinkToken,
} from '../../services/consent/consent-link.ts';
import { latestConsent } from '../../services/consent/consent-view.ts';
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

const { users, events } = schema;

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
    const [target] = await ctx.deps.db
      .select({ id: users.id, schoolId: users.schoolId })
      .from(users)
      .where(eq(users.id, userId));
    if (!target || !canActOnUser(ctx.user, target)) fail('NOT_FOUND', 'errors.notFound');
    if (input.sessionId) {
      const [event] = await ctx.deps.db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.id, input.sessionId));
      if (!event) fail('NOT_FOUND', 'consent.errors.eventNotFound');
    }
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
    if (!ctx.deps.limiter.hit(`consentLink:${ctx.ip}`, 60, 60_000))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const claims = readConsentLinkToken(ctx.deps.secret, input.t, ctx.deps.now());
    if (!claims) fail('NOT_FOUND', 'consent.errors.linkInvalid');
    const [child] = await ctx.deps.db
      .select({ fullName: users.fullName, preferredName: users.preferredName })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!child) fail('NOT_FOUND', 'consent.errors.linkInvalid');
    let sessionInfo: string | null = null;
    if (claims.sessionId) {
      const [event] = await ctx.deps.db
        .select({ name: events.name, nameChi: events.nameChi, startTime: events.startTime })
        .from(events)
        .where(eq(events.id, claims.sessionId));
      if (event)
        sessionInfo = `${ctx.lang === 'zh-HK' && event.nameChi ? event.nameChi : event.name} (${formatHkDateTime(event.startTime, ctx.lang)})`;
    }
    return {
      childName: child.preferredName || child.fullName,
      target: claims.target,
      sessionId: claims.sessionId,
      sessionInfo,
      expiresAt: new Date(claims.expiresAt).toISOString(),
      latest: await latestConsent(ctx.deps.db, {
        userId: claims.userId,
        target: claims.target,
        sessionId: claims.sessionId,
      }),
    };
  });
