import type { inferOutput } from '@trpc/tanstack-react-query';
import { emptyVotesReason, type VoteDraft, type VoteGrade, type VoteReaction } from '@waypoint/domain';
import type { Api } from '@/shared/api';
import type { Lang } from '@/shared/i18n/lang';

export type SessionList = inferOutput<Api['events']['getSessionParticipants']>;
export type SessionPerson = SessionList['participants'][number];
export type MyVote = SessionList['myVotes'][number];

/** The name a list shows: the Chinese name in Chinese when there is one. */
export function personName(p: Pick<SessionPerson, 'fullName' | 'chineseName'>, lang: Lang): string {
  return lang === 'zh-HK' && p.chineseName ? p.chineseName : p.fullName;
}

export function schoolName(p: Pick<SessionPerson, 'schoolName' | 'schoolNameChi'>, lang: Lang): string {
  return (lang === 'zh-HK' && p.schoolNameChi) || p.schoolName || '';
}

/**
 * A 'By groups' heading in the reader's language: the school's name as the list shows it and the class,
 * never the school's short code ('Beacon 1 4A').
 */
export function groupHeading(
  p: Pick<SessionPerson, 'schoolName' | 'schoolNameChi' | 'groupClass'>,
  lang: Lang,
): { school: string; class: string | null } {
  return { school: schoolName(p, lang) || '—', class: p.groupClass };
}

/** 'By groups': people by their group key, groups in the order the list first shows them. */
export function groupParticipants(people: readonly SessionPerson[]): [string, SessionPerson[]][] {
  const groups = new Map<string, SessionPerson[]>();
  for (const p of people) {
    const list = groups.get(p.group) ?? [];
    list.push(p);
    groups.set(p.group, list);
  }
  return [...groups.entries()];
}

/**
 * Shortlisted (staff) or Voted (students): the people the viewer liked, in shortlist order, then those not
 * yet ordered in the order they were liked.
 */
export function shortlistIds(myVotes: readonly MyVote[]): string[] {
  const liked = myVotes.filter((v) => v.reaction === 'like');
  const ordered = liked.filter((v) => v.order !== null).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return [...ordered, ...liked.filter((v) => v.order === null)].map((v) => v.targetUserId);
}

export function draftOf(vote: MyVote | undefined): VoteDraft {
  return {
    reaction: (vote?.reaction ?? null) as VoteReaction | null,
    grade: (vote?.grade ?? null) as VoteGrade | null,
    reason: vote?.reason ?? '',
  };
}

/** The upsert row for a draft; students never send a grade. */
export function voteRow(targetUserId: string, draft: VoteDraft, canGrade: boolean) {
  return {
    targetUserId,
    reaction: draft.reaction,
    reason: draft.reason.trim() || null,
    ...(canGrade ? { grade: draft.grade } : {}),
  };
}

/** The empty Voted (Shortlisted) tab says why it is empty and what to do (domain emptyVotesReason). */
export function emptyVotesKey(data: {
  fields: Pick<SessionList['fields'], 'shortlist'>;
  session: Pick<SessionList['session'], 'anchorEventId'>;
  participants: readonly unknown[];
  namesHidden: boolean;
}): string {
  const staff = data.fields.shortlist;
  const reason = emptyVotesReason({
    viewer: { isAdmin: false, isStaff: staff },
    anchorEventId: data.session.anchorEventId,
    peopleShown: data.participants.length,
    namesHidden: data.namesHidden,
  });
  if (reason === 'tapName') return staff ? 'empty.shortlisted' : 'empty.voted';
  if (reason === 'noParticipants') return 'empty.participants';
  return `empty.${reason}`;
}
