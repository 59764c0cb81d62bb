import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';
import type { StatisticsSubject } from './statistics-data';

// The charts (recharts) are the heaviest code of the teacher tools: fetched when the modal first opens.
const StatisticsPanel = lazy(() => import('./StatisticsPanel'));

interface StatisticsModalProps {
  opened: boolean;
  onClose: () => void;
  subject: StatisticsSubject;
  schoolId: string | null;
}

export function StatisticsModal({ opened, onClose, subject, schoolId }: StatisticsModalProps) {
  const { t } = useTranslation(NS);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={t('statistics.title')} size="xl" fullScreen={phone}>
      {opened && (
        <Suspense
          fallback={
            <Center p="lg">
              <Loader aria-label={t('loading')} />
            </Center>
          }
        >
          {/* A new subject starts on its own tab. */}
          <StatisticsPanel
            key={subject.kind === 'student' ? subject.id : subject.kind}
            subject={subject}
            schoolId={schoolId}
          />
        </Suspense>
      )}
    </Modal>
  );
}
