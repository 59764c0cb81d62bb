import { absoluteMediaLink, isMediaLink } from '@waypoint/domain';
import { z } from 'zod';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';

// Only this site's registration links are relayed, so the endpoint cannot send arbitrary links.
const REG_PATH = /^\/(t|s)\/[A-Za-z0-9_-]{1,64}(\/[0-9a-f-]{36})?$|^\/r$/;
// Posters are kept as paths on this site as well as web addresses elsewhere (domain isMediaLink); a blank
// link is no link.
const mediaLink = z
  .string()
  .max(500)
  .transform((v) => v.trim() || null)
  .refine((v) => v === null || isMediaLink(v), { message: 'links.errors.mediaLinkInvalid' })
  .nullish();

/**
 * Spec teacher-sendRegQRCodeToSelfWhatsAppGrp: the registration link (with poster, video and slide links)
 * is queued for the teacher's own WhatsApp group, or their phone when they have no group. A teacher may
 * share only their own school's links; admins any.
 */
export const sendRegQRCodeToSelfWhatsAppGrp = staffProcedure
  .input(
    z.object({
      url: z.string().max(300),
      posterImgLink: mediaLink,
      videoLink: mediaLink,
      slideLink: mediaLink,
    }),
  )
  .output(z.object({ outboxMessageId: z.number() }))
  .mutation(async ({ ctx, input }) => {
    const base = ctx.deps.config.publicUrl;
    const path = input.url.startsWith(base) ? input.url.slice(base.length) : input.url;
    if (!REG_PATH.test(path)) fail('BAD_REQUEST', 'links.errors.notRegistrationLink');
    const schoolId = path.split('/')[2];
    const ownSchool = ctx.user.teacher?.schoolId ?? ctx.user.row.schoolId;
    if (!ctx.user.isAdmin && schoolId && schoolId !== ownSchool) fail('FORBIDDEN', 'errors.forbidden');
    const me = ctx.user.row;
    const lang = toLang(me.preferredLang) ?? DEFAULT_LANG;
    const lines = [translate(lang, 'links.messages.registration', { link: `${base}${path}` })];
    // The message is read outside the app, so a site path goes out as a full address.
    for (const link of [input.posterImgLink, input.videoLink, input.slideLink]) {
      const absolute = link ? absoluteMediaLink(link, base) : null;
      if (absolute) lines.push(absolute);
    }
    const outboxMessageId = await ctx.deps.db.transaction((tx) =>
      enqueueMessage(tx, {
        channel: 'whatsapp',
        recipient: me.waGroupId ?? me.phone,
        body: lines.join('\n'),
        meta: {
          kind: 'registrationLink',
          userId: me.id,
          path,
          recipientType: me.waGroupId ? 'group' : 'phone',
        },
      }),
    );
    return { outboxMessageId };
  });
