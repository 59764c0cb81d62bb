import { type DbOrTx, schema } from '@waypoint/db';
import { applyBlock, applyTargetForms, formsLabel, parseRoles, roleFlags } from '@waypoint/domain';
import { and, eq, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { EligibilityEvent, EligibilityUser, EventResponseActor } from './event-response-types.ts';

const { events, eventResponses } = schema;

/** The domain's apply rule (`applyBlock`) with what only the database knows; refuses with its message. */
export async function checkEligibility(
  tx: DbOrTx,
  {
    event,
    user,
    actor,
    now,
  }: {
    event: EligibilityEvent;
    user: EligibilityUser;
    actor: EventResponseActor;
    now: Date;
  },
): Promise<void> {
  const flags = roleFlags(parseRoles(user.roles));
  const attendedSameAnchorAndClient = await hasAttendedAnchor(tx, {
    userId: user.id,
    anchorEventId: event.anchorEventId,
    clientId: event.clientId,
    exceptEventId: event.id,
  });
  const target = { ...event, serviceTargetForms: event.serviceTargetForms ?? [] };
  const block = applyBlock(
    {
      isAdmin: user.isAdmin || flags.isAdmin,
      isStudent: flags.isSecondaryStudent,
      isTeacher: flags.isTeacher,
      yearDSE: user.yearDSE,
    },
    target,
    { attendedSameAnchorAndClient, actorIsAdmin: actor.isAdmin },
    now,
  );
  if (block === null) return;
  if (block === 'onlyStudents') {
    // Tell a university student or client whom the session is for, not only that they may not apply.
    // The message is translated after it is thrown, so it carries the forms named in both languages.
    const forms = applyTargetForms(target);
    const en = formsLabel(forms, 'en');
    const zh = formsLabel(forms, 'zh-HK');
    fail('BAD_REQUEST', en && zh ? 'events.errors.onlyStudentsOfForms' : 'events.errors.onlyStudents', {
      vars: en && zh ? { forms: en, formsZh: zh } : {},
    });
  }
  fail('BAD_REQUEST', `events.errors.${block}`);
}

/** Whether the user attended another session of the same anchor event and client. */
export async function hasAttendedAnchor(
  tx: DbOrTx,
  opts: { userId: string; anchorEventId: string | null; clientId: string | null; exceptEventId?: string },
): Promise<boolean> {
  if (!opts.anchorEventId) return false;
  const rows = await tx
    .select({ id: events.id })
    .from(eventResponses)
    .innerJoin(events, eq(events.id, eventResponses.eventId))
    .where(
      and(
        eq(eventResponses.userId, opts.userId),
        eq(eventResponses.attended, true),
        eq(events.anchorEventId, opts.anchorEventId),
        opts.clientId ? eq(events.clientId, opts.clientId) : sql`${events.clientId} is null`,
        opts.exceptEventId ? sql`${events.id} <> ${opts.exceptEventId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
