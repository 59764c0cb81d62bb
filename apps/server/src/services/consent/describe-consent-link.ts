import { type DbOrTx, schema } from '@waypoint/db';
import { formatHkDateTime } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import type { Lang } from '../../i18n/translate.ts';
import { fail } from '../errors.ts';
import type { ConsentLinkClaims } from './consent-link.ts';
import { latestConsent } from './consent-view.ts';

const { users, events } = schema;

/**
 * What a valid signing link is for: the child's first name, the event, and any consent already given.
 * A child erased since the link was made voids it; an event deleted since only loses its description.
 */
export async function describeConsentLink(
  db: DbOrTx,
  { claims, lang }: { claims: ConsentLinkClaims; lang: Lang },
) {
  const [child] = await db
    .select({ fullName: users.fullName, preferredName: users.preferredName })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!child) fail('NOT_FOUND', 'consent.errors.linkInvalid');
  let sessionInfo: string | null = null;
  if (claims.sessionId) {
    const [event] = await db
      .select({ name: events.name, nameChi: events.nameChi, startTime: events.startTime })
      .from(events)
      .where(eq(events.id, claims.sessionId));
    if (event)
      sessionInfo = `${lang === 'zh-HK' && event.nameChi ? event.nameChi : event.name} (${formatHkDateTime(event.startTime, lang)})`;
  }
  return {
    childName: child.preferredName || child.fullName,
    target: claims.target,
    sessionId: claims.sessionId,
    sessionInfo,
    expiresAt: new Date(claims.expiresAt).toISOString(),
    latest: await latestConsent(db, {
      userId: claims.userId,
      target: claims.target,
      sessionId: claims.sessionId,
    }),
  };
}
