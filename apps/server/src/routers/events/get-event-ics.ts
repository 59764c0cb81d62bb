import { buildIcs } from '@waypoint/domain';
import { z } from 'zod';
import { findAppliedEvent } from '../../services/events/find-applied-event.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { eventIdInput } from './shapes.ts';

/** Beyond the spec: an .ics calendar file for a session the caller applied to. */
export const getEventIcs = signedInProcedure
  .input(z.object({ id: eventIdInput }))
  .output(z.object({ filename: z.string(), ics: z.string() }))
  .query(async ({ ctx, input }) => {
    const e = await findAppliedEvent(ctx.deps.db, { eventId: input.id, userId: ctx.user.row.id });
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
