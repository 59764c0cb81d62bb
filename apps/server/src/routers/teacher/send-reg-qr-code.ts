import { z } from 'zod';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';

// Only this site's registration links are relayed, so the endpoint cannot send arbitrary links.
const REG_PATH = /^\/(t|s)\/[A-Za-z0-9_-]{1,64}(\/[0-9a-f-]{36})?$|^\/r$/;
const mediaLink = z
  .url({ protocol: /^https?$/, message: 'links.errors.mediaLinkInvalid' })
  .max(500)
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
    if (input.posterImgLink) lines.push(input.posterImgLink);
    if (input.videoLink) lines.push(input.videoLink);
    if (input.slideLink) lines.push(input.slideLink);
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
