import { type Db, schema } from '@waypoint/db';
import {
  type RosterInviteChannel,
  type RosterInviteSkipReason,
  rosterInviteExpiresAt,
  rosterInviteSkipReason,
} from '@waypoint/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import type { AppDeps } from '../../deps.ts';
import { type Lang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { fail } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';
import { mayKeepClassListOf } from './roster-access.ts';

const { schoolRoster, schools } = schema;

/**
 * The outbox kind, one per language (`rosterInvitation.zh-HK`, `rosterInvitation.en`): a WhatsApp template is
 * approved in one language, so a school names one template for each in WHATSAPP_TEMPLATES (decision 025).
 */
export const rosterInvitationKind = (lang: Lang) => `rosterInvitation.${lang}`;

export interface InviteResult {
  sent: number;
  skipped: Record<RosterInviteSkipReason | 'notListed', number>;
}

/**
 * Sends each listed, current, unregistered person with a phone a one-time registration link through the
 * outbox, at most once a Hong Kong day each. The rows are locked, so two teachers pressing at once send one
 * message per person. With `dryRun` nothing is written: the dialog's "will send / will skip" counts.
 */
export async function inviteRoster(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  o: {
    actor: SessionUser;
    schoolId: string;
    rosterIds: string[];
    channel: RosterInviteChannel;
    lang: Lang;
    dryRun?: boolean;
  },
): Promise<InviteResult> {
  if (!mayKeepClassListOf(o.actor, o.schoolId)) fail('FORBIDDEN', 'errors.mayNotManageRoster');
  const now = deps.now();
  const db: Db = deps.db;
  return db.transaction(async (tx) => {
    const [school] = await tx
      .select({ name: schools.name, nameChi: schools.nameChi })
      .from(schools)
      .where(eq(schools.id, o.schoolId));
    if (!school) fail('NOT_FOUND', 'errors.notFound');
    const ids = [...new Set(o.rosterIds)];
    const rows =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(schoolRoster)
            .where(and(eq(schoolRoster.schoolId, o.schoolId), inArray(schoolRoster.id, ids)))
            .orderBy(schoolRoster.id)
            .for('update');
    const result: InviteResult = {
      sent: 0,
      skipped: { invitedToday: 0, registered: 0, left: 0, noPhone: 0, notListed: ids.length - rows.length },
    };
    const schoolName = o.lang === 'en' ? school.name : (school.nameChi ?? school.name);
    for (const row of rows) {
      const reason = rosterInviteSkipReason(row, now);
      if (reason) {
        result.skipped[reason] += 1;
        continue;
      }
      result.sent += 1;
      if (o.dryRun) continue;
      const token = randomToken();
      await tx
        .update(schoolRoster)
        .set({
          invitedAt: now,
          inviteTokenHash: sha256(token),
          inviteExpiresAt: rosterInviteExpiresAt(now),
          updatedAt: now,
        })
        .where(eq(schoolRoster.id, row.id));
      const name = o.lang === 'en' ? row.nameEn : (row.nameZh ?? row.nameEn);
      await enqueueMessage(tx, {
        channel: o.channel,
        recipient: row.phone!,
        body: translate(o.lang, 'messages.rosterInvitation', {
          name,
          school: schoolName,
          link: `${deps.config.publicUrl}/register?invite=${token}`,
        }),
        meta: { kind: rosterInvitationKind(o.lang), lang: o.lang, schoolId: o.schoolId },
      });
    }
    return result;
  });
}
