import { schema } from '@waypoint/db';
import { buildIcs, isApplied } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { fail } from '../../trpc/errors.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { eventIdInput } from './shapes.ts';

const { events, eventResponses } = schema;

/** Beyond the spec: an .ics calendar file for a session the caller applied to. */
export const getEventIcs = signedInProcedure
  .input(z.object({ id: eventIdInput }))
  .output(z.object({ filename: z.string(), ics: z.string() }))
  .query(async ({ ctx, input }) => {
    const userId = ctx.user.row.id;
    const [row] = await ctx.deps.db
      .select({ event: events, response: eventResponses.response })
      .from(events)
      .leftJoin(eventResponses, and(eq(eventResponses.eventId, events.id), eq(eventResponses.userId, userId)))
      .where(eq(events.id, input.id));
    if (!row) fail('NOT_FOUND', 'events.errors.eventNotFound');
    if (!isApplied(row.response)) fail('FORBIDDEN', 'events.errors.notApplied');
    const e = row.event;
    const zh = ctx.lang === 'zh-HK';
    const ics = buildIcs(
      {
        uid: `${e.id}@waypoint`,
        title: (zh ? e.nameChi : null) ?? e.name,
        startTime: e.startTime,
        endTime: e.endTime,
        location: e.mode === 'Online' ? 'Online' : ((zh ? e.venueChi : null) ?? e.venue),
        description: (zh ? e.descriptionChi : null) ?? e.description,
        url: e.onlineMeetingLink,
      },
      ctx.deps.now(),
    );
    return { filename: `event-${e.id.slice(0, 8)}.ics`, ics };
  });
