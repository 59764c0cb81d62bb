import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMISSION_TEXT_LIMITS } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC } from '@/shared/api';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { ConfirmDialog } from './ConfirmDialog';
import { SendIcon } from './icons';
import { NS } from './locales';

/**
 * Spec 2 §2 remarks box: a remark is stored as a comment for the student; with the WhatsApp button, after
 * the spec's confirmation, it is also queued (server outbox) for the student's WhatsApp group.
 */
export function RemarksBox({ studentId }: { studentId: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const limit = useTextLimit();
  const insert = useMutation(
    trpc.admission.insertUserComment.mutationOptions({
      onSuccess: (_result, input) => {
        setText('');
        setConfirming(false);
        notifications.show({
          color: 'green',
          message: input.sendToWhatsApp ? t('remarks.sent') : t('remarks.saved'),
          autoClose: 4000,
        });
        void queryClient.invalidateQueries({ queryKey: trpc.admission.getUserComments.queryKey() });
      },
      onError: (error) => {
        setConfirming(false);
        notifications.show({ color: 'red', message: errorMessage(error, t('saveFailed')), autoClose: 4000 });
      },
    }),
  );
  const blank = text.trim() === '';
  return (
    <Paper withBorder p="sm" data-testid="remarks-box">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('remarks.title')}
        </Title>
        <Textarea
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t('remarks.placeholder')}
          aria-label={t('remarks.title')}
          autosize
          minRows={2}
          {...limit(text, ADMISSION_TEXT_LIMITS.comment)}
          data-testid="remarks-input"
        />
        <Group justify="flex-end" gap="xs">
          <Button
            variant="light"
            disabled={blank}
            loading={insert.isPending && !insert.variables?.sendToWhatsApp}
            onClick={() => insert.mutate({ userId: studentId, comment: text })}
            data-testid="remarks-save"
          >
            {t('remarks.save')}
          </Button>
          <Button
            color="green.9"
            leftSection={<SendIcon size={16} />}
            disabled={blank}
            onClick={() => setConfirming(true)}
            data-testid="remarks-whatsapp"
          >
            {t('remarks.sendWhatsApp')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        message={t('remarks.confirm')}
        confirmLabel={t('remarks.send')}
        pending={insert.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => insert.mutate({ userId: studentId, comment: text, sendToWhatsApp: true })}
        testId="confirm-whatsapp"
      />
    </Paper>
  );
}
