import { isApplied } from './response.ts';

// Spec 1 §2.4, §4.3 and §6: the session student list, its votes, shortlist and who sees what.

export const VOTE_REACTIONS = ['like', 'dislike'] as const;
export type VoteReaction = (typeof VOTE_REACTIONS)[number];

/** Spec 1 §3 UserUser grades, best first (staff only). */
export const VOTE_GRADES = ['Excellent', 'Very good', 'Good', 'Fair', 'Below average'] as const;
export type VoteGrade = (typeof VOTE_GRADES)[number];

/** The anchor whose sessions have the 'By groups' tab (spec 1 §2.4). */
export const GROUPED_SESSION_ANCHOR = 'work-workshop-2';

export type SessionListTab =
  | 'participants'
  | 'outstandingVideo'
  | 'byGroups'
  | 'shortlisted'
  | 'bestPresenters';

export interface SessionViewer {
  isAdmin: boolean;
  /** An active teacher (or principal) of a school; admins are staff as well. */
  isStaff: boolean;
}

export interface SessionTab {
  key: SessionListTab;
  /** 'participants' when a student sees 'By groups' (spec: "students see it labelled Participants"). */
  label: SessionListTab;
}

/** The tabs of the session student list modal, in order, for one viewer and one session. */
export function sessionListTabs(
  viewer: SessionViewer,
  anchorEventId: string | null | undefined,
): SessionTab[] {
  const staff = viewer.isAdmin || viewer.isStaff;
  const tabs: SessionTab[] = [];
  if (staff) tabs.push({ key: 'participants', label: 'participants' });
  if (viewer.isAdmin) tabs.push({ key: 'outstandingVideo', label: 'outstandingVideo' });
  // Students see people only where they present in groups (spec 1 §6; decision 005): no Participants tab.
  if (anchorEventId === GROUPED_SESSION_ANCHOR) {
    tabs.push({ key: 'byGroups', label: staff ? 'byGroups' : 'participants' });
  }
  tabs.push({ key: 'shortlisted', label: 'shortlisted' }, { key: 'bestPresenters', label: 'bestPresenters' });
  return tabs;
}

/** Which person fields a viewer sees on the list (spec 1 §6). */
export interface VisibleFields {
  /** District, band, rank in form, electives, DSE year and the WhatsApp link. */
  staffDetails: boolean;
  /** The five-level grade and the shortlist. */
  grade: boolean;
  shortlist: boolean;
}

export function visibleSessionFields(viewer: SessionViewer): VisibleFields {
  const staff = viewer.isAdmin || viewer.isStaff;
  return { staffDetails: staff, grade: staff, shortlist: staff };
}

/** Admins see admin users in teacher lists; others do not (spec 1 §6). */
export function showsInTeacherList(person: { isAdmin: boolean }, viewer: { isAdmin: boolean }): boolean {
  return viewer.isAdmin || !person.isAdmin;
}

export interface VoteRow {
  targetUserId: string;
  reaction: VoteReaction | null;
}

export interface RankedPresenter {
  targetUserId: string;
  likes: number;
  rank: number;
}

/**
 * Best presenters: participants with at least one like, ranked by like count; ties share a rank and the
 * next rank skips (5, 3, 3, 1 likes → 1, 2, 2, 4). Equal counts keep a stable order by id.
 */
export function rankPresenters(votes: readonly VoteRow[]): RankedPresenter[] {
  const likes = new Map<string, number>();
  for (const v of votes) {
    if (v.reaction === 'like') likes.set(v.targetUserId, (likes.get(v.targetUserId) ?? 0) + 1);
  }
  const sorted = [...likes.entries()]
    .map(([targetUserId, n]) => ({ targetUserId, likes: n }))
    .sort((a, b) => b.likes - a.likes || (a.targetUserId < b.targetUserId ? -1 : 1));
  // The first presenter with the same count gives the shared rank.
  return sorted.map((p) => ({ ...p, rank: sorted.findIndex((q) => q.likes === p.likes) + 1 }));
}

/** Shortlist reorder: the ids in their new order get orders 1, 2, 3… (spec 1 §4.3). */
export function assignShortlistOrder(
  targetUserIds: readonly string[],
): { targetUserId: string; order: number }[] {
  const seen = new Set<string>();
  const out: { targetUserId: string; order: number }[] = [];
  for (const id of targetUserIds) {
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ targetUserId: id, order: out.length + 1 });
  }
  return out;
}

/** Moves one id within a shortlist (drag or keyboard), returning the new order of ids. */
export function moveInShortlist(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** A vote as the modal edits it. */
export interface VoteDraft {
  reaction: VoteReaction | null;
  grade: VoteGrade | null;
  reason: string;
}

/** The modal saves again on close only if something changed since the last save (spec 1 §4.3). */
export function voteChanged(saved: VoteDraft, current: VoteDraft): boolean {
  return (
    saved.reaction !== current.reaction ||
    saved.grade !== current.grade ||
    saved.reason.trim() !== current.reason.trim()
  );
}

/** Tapping the same reaction again clears it. */
export function toggleReaction(current: VoteReaction | null, tapped: VoteReaction): VoteReaction | null {
  return current === tapped ? null : tapped;
}

/**
 * The responses whose holders appear on the list and may be voted on: applied, confirmed or attended.
 * Withdrawn (No), unsubscribed and waiting-listed people are not on it.
 */
export function isSessionParticipant(r: { response: string; waitlisted?: boolean }): boolean {
  return !r.waitlisted && isApplied(r.response);
}

/**
 * What the student's empty Voted tab (staff: Shortlisted) says, so that it never asks someone to tap a name
 * when no name is shown (issue 24 item 6):
 * - 'tapName': names are listed (staff: Participants; students: their groups) — tap one to vote;
 * - 'tapPresenter': a student on a session without groups sees only the liked presenters: tap one there;
 * - 'notVerified': the student's school has not verified them, so they see no one else (decision 018);
 * - 'presentersOnly': a student on a session without groups, and no one has been liked yet;
 * - 'noParticipants': no one is on the list at all.
 */
export type EmptyVotesReason =
  | 'tapName'
  | 'tapPresenter'
  | 'notVerified'
  | 'presentersOnly'
  | 'noParticipants';

export function emptyVotesReason(list: {
  viewer: SessionViewer;
  anchorEventId: string | null | undefined;
  /** The people the server sent this viewer. */
  peopleShown: number;
  /** The viewer is not verified and sees only themselves. */
  namesHidden: boolean;
}): EmptyVotesReason {
  const staff = list.viewer.isAdmin || list.viewer.isStaff;
  const grouped = list.anchorEventId === GROUPED_SESSION_ANCHOR;
  if (list.peopleShown > 0) return staff || grouped ? 'tapName' : 'tapPresenter';
  if (staff) return 'noParticipants';
  if (list.namesHidden) return 'notVerified';
  return grouped ? 'noParticipants' : 'presentersOnly';
}
