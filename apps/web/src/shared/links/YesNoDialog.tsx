import { Button, Group, Modal, Text } from '@mantine/core';

/** A yes/no question before an act that sends a message or signs something (booking, consent, QR). */
export function YesNoDialog({
  opened,
  message,
  yes,
  no,
  pending = false,
  onYes,
  onNo,
  testId,
}: {
  opened: boolean;
  message: string;
  yes: string;
  no: string;
  pending?: boolean;
  onYes: () => void;
  onNo: () => void;
  testId: string;
}) {
  return (
    <Modal opened={opened} onClose={onNo} withCloseButton={false} centered size="sm">
      <Text mb="md" data-testid={testId}>
        {message}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onNo} data-autofocus>
          {no}
        </Button>
        <Button onClick={onYes} loading={pending} data-testid={`${testId}-yes`}>
          {yes}
        </Button>
      </Group>
    </Modal>
  );
}
