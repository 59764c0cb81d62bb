import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdmissionModalProps, AiSuggestProps } from '@/shared/admission-modals';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { AiSuggestPanel } from './AiSuggestPanel';
import { NS } from './locales';

/** The AI suggestion steps as a modal, or inline in another modal (the discipline picker's AI tab). */
export default function AiSuggestModal({ innerProps, onClose }: AdmissionModalProps<AiSuggestProps>) {
  const { t } = useTranslation(NS);
  if (innerProps.embedded) return <AiSuggestPanel {...innerProps} />;
  return (
    <Stack gap="sm">
      <ModalHeader title={t(`title.${innerProps.kind}`)} closeLabel={t('close')} onClose={onClose} />
      <AiSuggestPanel {...innerProps} />
    </Stack>
  );
}
