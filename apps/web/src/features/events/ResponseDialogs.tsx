import { Alert, Button, Group, Modal, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedLoadingOverlay } from '@/shared/ui/TimedLoadingOverlay';
import { EVENT_RESPONSE_TIMEOUT_MS } from './event-card-view';
import { NS } from './locales';

export type DialogKind = 'apply' | 'confirm' | 'withdraw' | 'unsubscribe' | 'rollCall';

interface Props {
  kind: DialogKind | null;
  eventName: string;
  eventTime: string;
  pending: boolean;
  error: string | null;
  onSubmit: (extra: { rollCallCode?: string; withdrawReason?: string }) => void;
  onClose: () => void;
}

const PROMPT: Record<Exclude<DialogKind, 'rollCall'>, string> = {
  apply: 'applyPrompt',
  confirm: 'confirmPrompt',
  withdraw: 'withdrawPrompt',
  unsubscribe: 'unsubscribePrompt',
};

/**
 * The confirm dialogs that name the event and its Hong Kong time (spec 1 §4.1), the withdrawal reason,
 * and the roll-call code entry. A refusal shows inside and the dialog stays open.
 */
export function ResponseDialog({ kind, eventName, eventTime, pending, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  useEffect(() => {
    if (kind) setText('');
  }, [kind]);
  const isRollCall = kind === 'rollCall';
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      centered
      size="sm"
      title={isRollCall ? t('rollCallTitle') : undefined}
      withCloseButton={isRollCall}
    >
      <TimedLoadingOverlay active={pending} message={t('submitting')} timeoutMs={EVENT_RESPONSE_TIMEOUT_MS} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(isRollCall ? { rollCallCode: text } : kind === 'withdraw' ? { withdrawReason: text } : {});
        }}
      >
        {kind && !isRollCall ? (
          <Text mb="md" data-testid="event-dialog-prompt">
            {t(PROMPT[kind], { event: eventName, time: eventTime })}
          </Text>
        ) : null}
        {isRollCall ? (
          <TextInput
            label={t('rollCallCode')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autoCapitalize="characters"
            data-autofocus
            data-testid="roll-call-code"
          />
        ) : null}
        {kind === 'withdraw' ? (
          <Textarea
            label={t('withdrawReason')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={2}
            data-testid="withdraw-reason"
          />
        ) : null}
        {error ? (
          <Alert color="red" mt="sm" role="alert" data-testid="event-dialog-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            loading={pending}
            disabled={isRollCall && text.trim() === ''}
            color={kind === 'withdraw' || kind === 'unsubscribe' ? 'red' : undefined}
            data-testid="event-dialog-yes"
          >
            {isRollCall ? t('submit') : t('yes')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
