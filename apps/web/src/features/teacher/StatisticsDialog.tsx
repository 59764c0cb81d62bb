import { useTranslation } from 'react-i18next';
import type { AdmissionModalProps, StatisticsProps } from '@/shared/admission-modals';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { NS } from './locales';
import StatisticsPanel from './StatisticsPanel';

/** The statistics modal as other pages open it (shared/admission-modals `openStatistics`), e.g. /ab3. */
export default function StatisticsDialog({ innerProps, onClose }: AdmissionModalProps<StatisticsProps>) {
  const { t } = useTranslation(NS);
  return (
    <>
      <ModalHeader title={t('statistics.title')} closeLabel={t('close')} onClose={onClose} />
      <StatisticsPanel subject={innerProps.subject} schoolId={innerProps.schoolId ?? null} />
    </>
  );
}
