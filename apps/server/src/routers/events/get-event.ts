import type { DbOrTx } from '@waypoint/db';
import { roleFlags } from '@waypoint/domain';
import { z } from 'zod';
import { resolveResponder } from '../../services/events/acting-for.ts';
import { loadEventView } from '../../services/events/event-views.ts';
import { loadEventService } from '../../services/events/load-event-service.ts';
import { findParentConsent } from '../../services/events/parent-consent.ts';
import { loadSessionTasks } from '../../services/events/tasks.ts';
import { BLUEBIRD_SEED_CONSENT_TARGET } from '../../services/services/service-views.ts';
import type { SessionUser } from '../../trpc/context.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { eventDetail, eventIdInput, userIdInput } from './shapes.ts';

/**
 * Spec 1 §2.3 detail of one session (route /events/:id/:userId?): the event, its service's media, the
 * anchor tasks (after attendance where set) and the parent-consent state. With `userId`, an admin or a
 * teacher of that student's school sees the student's response.
 */
export const getEvent = publicProcedure
  .input(z.object({ id: eventIdInput, userId: userIdInput.nullish() }))
  .output(eventDetail)
  .query(async ({ ctx, input }) => {
    const db = ctx.deps.db;
    const now = ctx.deps.now();
    const viewer = ctx.user;
    const forUser = viewer ? await resolveResponder(db, viewer, input.userId) : null;
    const found = await loadEventView(db, { viewer, now, eventId: input.id, forUserId: forUser?.id ?? null });
    if (!found) fail('NOT_FOUND', 'events.errors.eventNotFound');
    const { view, row } = found;
    const service = await loadEventService(db, row.serviceId);
    const attended = view.userResponse?.attended ?? false;
    const tasks = forUser ? await loadSessionTasks(db, { event: row, userId: forUser.id, attended }) : [];
    const consentNeeded = row.needParentConsent || !!service?.needParentConsent;
    return {
      event: view,
      service: service
        ? {
            id: service.id,
            name: service.name,
            nameChi: service.nameChi,
            type: service.type,
            nature: service.nature,
            description: service.description,
            descriptionChi: service.descriptionChi,
            posterLink: service.posterLink,
            extraPosterLinks: service.extraPosterLinks,
            slideLink: service.slideLink,
            embeddedYTLink: service.embeddedYTLink,
            embeddedVideoSlideLink: service.embeddedVideoSlideLink,
            shootingPhotoLinks: service.shootingPhotoLinks,
            eventPhotoLinks: service.eventPhotoLinks,
            needParentConsent: service.needParentConsent,
          }
        : null,
      tasks: tasks.map((t) => ({
        ...t,
        questions: t.questions.map((q) => ({
          id: q.id,
          title: q.title,
          titleChi: q.titleChi,
          subtitle: q.subtitle,
          subtitleChi: q.subtitleChi,
          type: q.type,
          options: q.options,
          isRequired: q.isRequired,
          lsUpperScaleLabel: q.lsUpperScaleLabel,
          lsUpperScaleLabelChi: q.lsUpperScaleLabelChi,
          lsLowerScaleLabel: q.lsLowerScaleLabel,
          lsLowerScaleLabelChi: q.lsLowerScaleLabelChi,
        })),
      })),
      forUser: forUser ? { id: forUser.id, fullName: forUser.fullName } : null,
      viewerRole: viewerRole(viewer),
      parentConsent:
        consentNeeded && forUser
          ? await parentConsentState(db, { userId: forUser.id, eventId: row.id })
          : null,
    };
  });

/** The tile reads 'Parent Consent Obtained' once a parent's consent covers the session. */
async function parentConsentState(
  db: DbOrTx,
  { userId, eventId }: { userId: string; eventId: string },
): Promise<{ target: string; obtained: boolean }> {
  const found = await findParentConsent(db, { userId, eventId });
  return { target: BLUEBIRD_SEED_CONSENT_TARGET, obtained: found !== null };
}

function viewerRole(
  viewer: SessionUser | null,
): 'visitor' | 'student' | 'teacher' | 'client' | 'admin' | 'other' {
  if (!viewer) return 'visitor';
  if (viewer.isAdmin) return 'admin';
  const flags = roleFlags(viewer.roles);
  if (viewer.isActiveTeacher || flags.isTeacher) return 'teacher';
  if (flags.isUniversityClient) return 'client';
  if (flags.isSecondaryStudent) return 'student';
  return 'other';
}
