import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 1 §8 "Blocked account": the alert, with the spec's words. Loaded only when it happens. */
export default function BlockedNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('errors.alertTitle')} centered>
      <Text>{t('errors.accessDisabled')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('actions.ok')}</Button>
      </Group>
    </Modal>
  );
}
