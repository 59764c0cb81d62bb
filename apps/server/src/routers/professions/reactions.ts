import {
  addBrowsedItem,
  type ItemKind,
  setItemLiked,
  upsertUserProfessions as upsert,
} from '../../services/professions/reactions.ts';
import { loadUserProfessionLists } from '../../services/professions/user-lists.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import {
  professionIdInput,
  sectorIdInput,
  segmentIdInput,
  upsertUserProfessionsInput,
  upsertUserSegmentsInput,
} from './shapes.ts';

// Every call here writes the caller's own rows only: there is no user id in any input.

/** Spec 3 §3 user lists of the caller. */
export const getUserProfessionLists = signedInProcedure.query(({ ctx }) =>
  loadUserProfessionLists(ctx.deps.db, ctx.user.row.id),
);

/** Spec abs-upsertUserProfessions: reactions with the modal's state, reason and action. */
export const upsertUserProfessions = signedInProcedure
  .input(upsertUserProfessionsInput)
  .mutation(async ({ ctx, input }) => {
    await upsert(ctx.deps.db, { userId: ctx.user.row.id, items: input.userProfessions, now: ctx.deps.now() });
    return loadUserProfessionLists(ctx.deps.db, ctx.user.row.id);
  });

/** Spec abs-upsertUserSegments: like (or withdraw the like of) several segments. */
export const upsertUserSegments = signedInProcedure
  .input(upsertUserSegmentsInput)
  .mutation(async ({ ctx, input }) => {
    for (const s of input.userSegments) {
      await setItemLiked(ctx.deps.db, {
        userId: ctx.user.row.id,
        kind: 'segment',
        id: s.segmentId,
        liked: s.reaction === 'like',
        now: ctx.deps.now(),
      });
    }
    return loadUserProfessionLists(ctx.deps.db, ctx.user.row.id);
  });

const likeProfession = (reaction: 'like' | null) =>
  signedInProcedure.input(professionIdInput).mutation(async ({ ctx, input }) => {
    await upsert(ctx.deps.db, {
      userId: ctx.user.row.id,
      items: [{ professionId: input.id, reaction }],
      now: ctx.deps.now(),
    });
    return { liked: reaction === 'like' };
  });

const likeItem = (kind: 'sector' | 'segment', liked: boolean) =>
  signedInProcedure
    .input(kind === 'sector' ? sectorIdInput : segmentIdInput)
    .mutation(async ({ ctx, input }) => {
      await setItemLiked(ctx.deps.db, {
        userId: ctx.user.row.id,
        kind,
        id: input.id,
        liked,
        now: ctx.deps.now(),
      });
      return { liked };
    });

const browse = (kind: ItemKind) =>
  signedInProcedure
    .input(kind === 'profession' ? professionIdInput : kind === 'sector' ? sectorIdInput : segmentIdInput)
    .mutation(async ({ ctx, input }) => {
      await addBrowsedItem(ctx.deps.db, { userId: ctx.user.row.id, kind, id: input.id, now: ctx.deps.now() });
      return { browsed: true };
    });

/** Spec addUserLikedProfession / removeUserLikedProfession (a like here is the reaction 'like'). */
export const addUserLikedProfession = likeProfession('like');
export const removeUserLikedProfession = likeProfession(null);
/** Spec addUserLikedSector / Segment and removeUserLiked…. */
export const addUserLikedSector = likeItem('sector', true);
export const removeUserLikedSector = likeItem('sector', false);
export const addUserLikedSegment = likeItem('segment', true);
export const removeUserLikedSegment = likeItem('segment', false);
/** Spec addUserBrowsedProfession / Sector / Segment. */
export const addUserBrowsedProfession = browse('profession');
export const addUserBrowsedSector = browse('sector');
export const addUserBrowsedSegment = browse('segment');
