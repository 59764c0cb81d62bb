import { useQuery } from '@tanstack/react-query';
import { type MatchReason, type RankedMatch, rankProfessionsByInterest } from '@waypoint/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useSession } from '@/shared/session';
import { NS } from './locales';
import type { Catalogue, UserLists } from './use-professions';

export function useInterestProfile() {
  const trpc = useTRPC();
  const { user } = useSession();
  return useQuery({ ...trpc.professions.getInterestProfile.queryOptions(), enabled: user !== null });
}

/** The professions ranked by the saved interest profile, refined by reactions and survey answers. */
export function useInterestRanking(catalogue: Catalogue, lists: UserLists | undefined): RankedMatch[] | null {
  const profile = useInterestProfile();
  return useMemo(() => {
    if (!profile.data) return null;
    const code = new Map(catalogue.professions.map((p) => [p.id, p.iscoCode]));
    const codesOf = (reaction: 'like' | 'dislike') =>
      (lists?.reactions ?? [])
        .filter((r) => r.reaction === reaction)
        .flatMap((r) => code.get(r.professionId) ?? []);
    return rankProfessionsByInterest(catalogue.professions, profile.data.answers, {
      likedIscoCodes: codesOf('like'),
      dislikedIscoCodes: codesOf('dislike'),
      notHeardOfIds: new Set(lists?.notHeardOfProfessionIds ?? []),
    });
  }, [profile.data, catalogue.professions, lists]);
}

/** A match's reasons in the reader's language ('Fits your Investigative and Realistic interests · …'). */
export function useReasonText(): (reasons: readonly MatchReason[]) => string {
  const { t } = useTranslation(NS);
  return (reasons) =>
    reasons
      .map((r) => {
        if (r.kind === 'interest') {
          return t('reasons.interest', {
            types: r.types.map((type) => t(`riasec.${type}`)).join(t('reasons.and')),
          });
        }
        if (r.kind === 'likedSimilar') return t('reasons.likedSimilar', { type: t(`riasec.${r.type}`) });
        return t('reasons.newToYou');
      })
      .join(' · ');
}
