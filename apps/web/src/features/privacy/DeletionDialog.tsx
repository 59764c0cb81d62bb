import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DELETION_CONFIRM_WORD, isDeletionConfirmed } from '@waypoint/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

/**
 * The confirmation before asking for a deletion: the person types the word shown in their language (the
 * server checks it again). An admin also ticks that they verified who asked.
 */
export function DeletionDialog({
  opened,
  title,
  text,
  confirmLabel,
  askVerified = false,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  askVerified?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: (typed: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const word = DELETION_CONFIRM_WORD[lang];
  const [typed, setTyped] = useState('');
  const [verified, setVerified] = useState(false);
  const ready = isDeletionConfirmed(typed) && (!askVerified || verified);
  // Each opening starts blank, however the last one ended.
  useEffect(() => {
    if (!opened) {
      setTyped('');
      setVerified(false);
    }
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="deletion-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onConfirm(typed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{text}</Text>
          {askVerified && (
            <Checkbox
              label={t('deletion.admin.verified')}
              checked={verified}
              onChange={(e) => setVerified(e.currentTarget.checked)}
              data-testid="deletion-verified"
            />
          )}
          <TextInput
            label={t('deletion.typeLabel', { word })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            data-testid="deletion-word"
          />
          <ErrorAlert error={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('deletion.back')}
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={!ready}
              loading={pending}
              data-testid="deletion-confirm"
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
