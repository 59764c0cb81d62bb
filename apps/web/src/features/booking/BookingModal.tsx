import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookingFlow } from './BookingPage';
import { NS } from './locales';

interface BookingModalProps {
  itemId?: string | undefined;
  staffName?: string | undefined;
  onClose: () => void;
}

/** The modal form of 'Book an appointment' (spec 1 §2.5): the same two steps as the page. */
export default function BookingModal({ itemId, staffName, onClose }: BookingModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('title')}
      size="lg"
      fullScreen={false}
      data-testid="booking-modal"
    >
      <BookingFlow itemId={itemId} staffName={staffName} onClose={onClose} />
    </Modal>
  );
}
