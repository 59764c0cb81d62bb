import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_STATUSES, type SessionStatus, toSessionStatus } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useOptionList } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import type { SessionList } from './session-list-view';

/** Admins edit a session (event.updateSession): status, capacity (not below seats taken), codes and links. */
export function SessionEditForm({
  sessionId,
  edit,
  seatsTaken,
  onDone,
}: {
  sessionId: string;
  edit: NonNullable<SessionList['edit']>;
  seatsTaken: number;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>(toSessionStatus(edit.status));
  const [capacity, setCapacity] = useState<number | ''>(edit.capacity ?? '');
  const [rollCallCode, setRollCallCode] = useState(edit.rollCallCode ?? '');
  const [meetingLink, setMeetingLink] = useState(edit.onlineMeetingLink ?? '');
  const [videoLink, setVideoLink] = useState(edit.videoLink ?? '');
  const [venue, setVenue] = useState(edit.venue ?? '');
  const [venueChi, setVenueChi] = useState(edit.venueChi ?? '');
  const [language, setLanguage] = useState<string | null>(edit.language);
  const known = useOptionList('eventLanguage');
  // A language typed before the list existed stays choosable rather than being lost on save.
  const languages =
    language && !known.some((o) => o.value === language)
      ? [...known, { value: language, label: language }]
      : known;
  const update = useMutation(
    trpc.events.updateSession.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() });
        onDone();
      },
    }),
  );
  const submit = () =>
    update.mutate({
      session: {
        id: sessionId,
        status,
        capacity: capacity === '' ? null : capacity,
        rollCallCode: rollCallCode.trim() || null,
        onlineMeetingLink: meetingLink.trim() || null,
        videoLink: videoLink.trim() || null,
        venue: venue.trim() || null,
        venueChi: venueChi.trim() || null,
        language,
      },
    });

  return (
    <Stack gap="sm" data-testid="session-edit-form">
      <Group grow align="flex-start">
        <Select
          label={t('edit.status')}
          data={SESSION_STATUSES.map((s) => ({ value: s, label: t(`edit.statuses.${s}`) }))}
          value={status}
          onChange={(v) => v && setStatus(toSessionStatus(v))}
          allowDeselect={false}
        />
        <NumberInput
          label={t('edit.capacity')}
          description={t('edit.capacityHint', { count: seatsTaken })}
          min={0}
          allowDecimal={false}
          value={capacity}
          onChange={(v) => setCapacity(typeof v === 'number' ? v : '')}
          data-testid="session-edit-capacity"
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('edit.venue')}
          value={venue}
          onChange={(e) => setVenue(e.currentTarget.value)}
          {...limit(venue, 300)}
        />
        <TextInput
          label={t('edit.venueChi')}
          value={venueChi}
          onChange={(e) => setVenueChi(e.currentTarget.value)}
          {...limit(venueChi, 300)}
          data-testid="session-edit-venue-chi"
        />
      </Group>
      <Select label={t('edit.language')} data={languages} value={language} onChange={setLanguage} clearable />
      <TextInput
        label={t('edit.rollCallCode')}
        value={rollCallCode}
        onChange={(e) => setRollCallCode(e.currentTarget.value)}
        {...limit(rollCallCode, 50)}
      />
      <TextInput
        label={t('edit.meetingLink')}
        type="url"
        value={meetingLink}
        onChange={(e) => setMeetingLink(e.currentTarget.value)}
      />
      <TextInput
        label={t('edit.videoLink')}
        type="url"
        value={videoLink}
        onChange={(e) => setVideoLink(e.currentTarget.value)}
      />
      <ErrorAlert error={update.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button onClick={submit} loading={update.isPending} data-testid="session-edit-save">
          {t('edit.save')}
        </Button>
      </Group>
    </Stack>
  );
}
