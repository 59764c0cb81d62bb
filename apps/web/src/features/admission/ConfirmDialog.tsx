import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';

/** A yes/no question before something that cannot be undone from the page (delete, clear, send). */
export function ConfirmDialog({
  opened,
  message,
  confirmLabel,
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
  testId,
}: {
  opened: boolean;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Modal opened={opened} onClose={onCancel} withCloseButton={false} centered size="sm">
      <Text mb="md" data-testid={testId}>
        {message}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('cancel')}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={onConfirm}
          loading={pending}
          data-testid={`${testId}-yes`}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
