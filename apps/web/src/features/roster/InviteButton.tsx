import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang, RosterInviteChannel } from '@waypoint/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { NS } from './invite/locales';

const SKIP_REASONS = ['invitedToday', 'registered', 'left', 'noPhone', 'notListed'] as const;

/**
 * Issue 27: invites the chosen people of a school's class list to register (decision 027). The dialog asks
 * the server how many will be sent and why the others will not (the once-a-day rule is the server's), then
 * sends through the outbox. Mounted on the class-list page with the rows the teacher chose.
 */
export function InviteButton({
  schoolId,
  rosterIds,
  disabled,
  children,
  ariaLabel,
  variant,
}: {
  schoolId: string;
  rosterIds: string[];
  disabled?: boolean;
  /** The button's words when not the default "Invite to register" (e.g. "invite all 38"). */
  children?: React.ReactNode;
  /** A row's button names its person, so that a screen reader (and a journey) can tell forty of them apart. */
  ariaLabel?: string;
  variant?: 'filled' | 'light';
}) {
  const { t } = useTranslation(NS);
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        onClick={open}
        disabled={disabled || rosterIds.length === 0}
        data-testid="roster-invite-open"
        aria-label={ariaLabel}
        variant={variant}
        size={variant === 'light' ? 'xs' : undefined}
      >
        {children ?? t('button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('title')} fullScreen={false} size="md">
        {opened && <InviteDialog schoolId={schoolId} rosterIds={rosterIds} onDone={close} />}
      </Modal>
    </>
  );
}

function InviteDialog({
  schoolId,
  rosterIds,
  onDone,
}: {
  schoolId: string;
  rosterIds: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<RosterInviteChannel>('whatsapp');
  const [lang, setLang] = useState<Lang>(useLang());
  const input = { schoolId, rosterIds, channel, lang };
  const preview = useMutation(trpc.roster.invitePreview.mutationOptions());
  const send = useMutation(trpc.roster.invite.mutationOptions());
  const counts = preview.data;
  const { mutate: askCounts } = preview;
  // Who will be skipped does not depend on channel or language: asked once, when the dialog opens.
  useEffect(() => {
    askCounts({ schoolId, rosterIds, channel: 'sms', lang: 'zh-HK' });
  }, [askCounts, schoolId, rosterIds]);

  const submit = () =>
    send.mutate(input, {
      onSuccess: async (result) => {
        notifications.show({ color: 'teal', message: t('sent', { count: result.sent }) });
        await queryClient.invalidateQueries({ queryKey: trpc.roster.pathKey() });
        onDone();
      },
    });

  return (
    <Stack gap="md" data-testid="roster-invite-dialog">
      <Text size="sm">{t('intro')}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('channel')}
        </Text>
        <SegmentedChoice
          value={channel}
          onChange={setChannel}
          data={(['whatsapp', 'sms'] as const).map((value) => ({ value, label: t(`channels.${value}`) }))}
          data-testid="roster-invite-channel"
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('language')}
        </Text>
        <SegmentedChoice
          value={lang}
          onChange={setLang}
          data={(['zh-HK', 'en'] as const).map((value) => ({ value, label: t(`languages.${value}`) }))}
          data-testid="roster-invite-lang"
        />
      </Stack>
      <ErrorAlert error={preview.error ?? send.error} />
      {preview.isPending && <Loader size="sm" />}
      {counts && (
        <Stack gap="xs" data-testid="roster-invite-counts">
          <Text fw={500}>{counts.sent > 0 ? t('willSend', { count: counts.sent }) : t('nothingToSend')}</Text>
          {SKIP_REASONS.some((reason) => counts.skipped[reason] > 0) && (
            <Alert color="gray" variant="light" title={t('skippedTitle')}>
              <List size="sm">
                {SKIP_REASONS.filter((reason) => counts.skipped[reason] > 0).map((reason) => (
                  <List.Item key={reason}>
                    {t(`skipped.${reason}`, { count: counts.skipped[reason] })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button
          onClick={submit}
          loading={send.isPending}
          disabled={!counts || counts.sent === 0}
          data-testid="roster-invite-send"
        >
          {t('send')}
        </Button>
      </Group>
    </Stack>
  );
}
