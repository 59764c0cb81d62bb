import { type DbOrTx, schema } from '@waypoint/db';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { SlpRights } from './slp-access.ts';

const { userClaims, userSlps, userSlpVersions, slpClaimComments, professions, users } = schema;

export interface SlpClaimView {
  id: string;
  text: string;
  elaboration: string;
  selected: boolean;
  order: number;
  comments: { id: number; comment: string; createdAt: string; fromUser: { fullName: string } | null }[];
}

export interface SlpView {
  userId: string;
  studentName: string;
  /** The student's language: exports and WhatsApp messages use it. */
  studentLang: string | null;
  canEdit: boolean;
  canComment: boolean;
  isStaff: boolean;
  access: { reason: 'admin' | 'open' | 'closed' | 'none'; closesAt: string | null };
  strength: { id: string; text: string } | null;
  claims: SlpClaimView[];
  professions: { id: number; name: string; nameChi: string }[];
  original: string;
  gpt: string;
  updatedAt: string | null;
  versions: { id: number; original: string; gpt: string; createdAt: string; savedBy: string | null }[];
}

/** How many saved versions the history shows: enough to look back over a writing session. */
const VERSIONS_SHOWN = 20;

/** The whole SLP of one student as its writer and its readers see it. */
export async function loadSlp(db: DbOrTx, rights: SlpRights): Promise<SlpView> {
  const { target } = rights;
  const claimRows = await db
    .select()
    .from(userClaims)
    .where(eq(userClaims.userId, target.id))
    .orderBy(asc(userClaims.order), asc(userClaims.updatedAt));
  const [draft] = await db.select().from(userSlps).where(eq(userSlps.userId, target.id));
  const ids = draft?.professionIds ?? [];
  const professionRows = ids.length
    ? await db
        .select({ id: professions.id, name: professions.name, nameChi: professions.nameChi })
        .from(professions)
        .where(inArray(professions.id, ids))
    : [];
  const byId = new Map(professionRows.map((p) => [p.id, p]));
  const claimIds = claimRows.filter((c) => c.type !== 'strength').map((c) => c.id);
  const commentRows = claimIds.length
    ? await db
        .select({
          id: slpClaimComments.id,
          claimId: slpClaimComments.claimId,
          comment: slpClaimComments.comment,
          createdAt: slpClaimComments.createdAt,
          fromName: users.fullName,
        })
        .from(slpClaimComments)
        .leftJoin(users, eq(users.id, slpClaimComments.fromUserId))
        .where(inArray(slpClaimComments.claimId, claimIds))
        .orderBy(asc(slpClaimComments.createdAt), asc(slpClaimComments.id))
    : [];
  const versions = await db
    .select({
      id: userSlpVersions.id,
      original: userSlpVersions.original,
      gpt: userSlpVersions.gpt,
      createdAt: userSlpVersions.createdAt,
      savedBy: users.fullName,
    })
    .from(userSlpVersions)
    .leftJoin(users, eq(users.id, userSlpVersions.savedBy))
    .where(eq(userSlpVersions.userId, target.id))
    .orderBy(desc(userSlpVersions.createdAt), desc(userSlpVersions.id))
    .limit(VERSIONS_SHOWN);
  const strength = claimRows.find((c) => c.type === 'strength');
  return {
    userId: target.id,
    studentName: target.preferredName || target.fullName,
    studentLang: target.preferredLang,
    canEdit: rights.canEdit,
    canComment: rights.canComment,
    isStaff: rights.isStaff,
    access: { reason: rights.access.reason, closesAt: rights.access.closesAt?.toISOString() ?? null },
    strength: strength ? { id: strength.id, text: strength.text } : null,
    claims: claimRows
      .filter((c) => c.type !== 'strength')
      .map((c) => ({
        id: c.id,
        text: c.text,
        elaboration: c.elaboration ?? '',
        selected: c.selected,
        order: c.order,
        comments: commentRows
          .filter((m) => m.claimId === c.id)
          .map((m) => ({
            id: m.id,
            comment: m.comment,
            createdAt: m.createdAt.toISOString(),
            fromUser: m.fromName === null ? null : { fullName: m.fromName },
          })),
      })),
    professions: ids.flatMap((id) => {
      const p = byId.get(id);
      return p ? [p] : [];
    }),
    original: draft?.original ?? '',
    gpt: draft?.gpt ?? '',
    updatedAt: draft?.updatedAt.toISOString() ?? null,
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
  };
}
