import { useQuery } from '@tanstack/react-query';
import { bandStrategy } from '@waypoint/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { formatShare, yearSpan } from '@/shared/score-colours';
import css from './ChoiceRow.module.css';
import { NS } from './locales';
import { usePlanVoice } from './plan-voice';

/**
 * Beyond the spec, band strategy: what share of the programme's past offers went to applicants who put it
 * in this band, and a warning when it fills almost only from Band A but sits lower. Offers by band are in
 * the programme's full data; the rows of one list ask together (one batched request), kept for the visit.
 */
export const BandNote = memo(function BandNote({ programId, order }: { programId: number; order: number }) {
  const { t } = useTranslation(NS);
  const voice = usePlanVoice();
  const trpc = useTRPC();
  const detail = useQuery({
    ...trpc.programs.getPortalProgramData.queryOptions({ programId }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!detail.data) return null;
  const strategy = bandStrategy(detail.data.offerStats, order);
  const share = formatShare(strategy.shareOfOffersInBand);
  if (!strategy.band) return null;
  return (
    <div className={css.note} data-testid="choice-band-note">
      <p className={`${css.small} ${css.dimmed}`}>
        {share
          ? t('band.share', { band: strategy.band, share, years: yearSpan(strategy.years) })
          : t('band.noData')}
      </p>
      {strategy.warning && (
        <p className={`${css.small} ${css.warning}`} data-testid="choice-band-warning">
          {t('band.warning', {
            ...voice,
            band: strategy.band,
            bandAShare: formatShare(strategy.bandAShare) ?? '',
          })}
        </p>
      )}
    </div>
  );
});
