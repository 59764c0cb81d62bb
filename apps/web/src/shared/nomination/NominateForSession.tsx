import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasStarted, NO_APPLY_GROUPS, TEACHER_EVENT_GROUP } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { RegistrationQrButton } from '@/shared/links/RegistrationQrModal';
import { NS } from './locales';
import { NominateModal } from './NominateModal';

/** Spec 2 school student modal: nominate the school's students for a session chosen here. */
export function NominateForSession({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const fmt = useFormatDateTime();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const events = useQuery(trpc.events.getEvents.queryOptions());
  const now = new Date();
  // Student sessions that have not started: the ones a nomination can still go to (spec 1 §5).
  const sessions = (events.data?.events ?? []).filter(
    (e) =>
      !hasStarted({ startTime: new Date(e.startTime) }, now) &&
      e.group !== TEACHER_EVENT_GROUP &&
      !(NO_APPLY_GROUPS as readonly string[]).includes(e.group),
  );
  const session = sessions.find((e) => e.id === sessionId) ?? null;
  return (
    <Group gap="xs" align="flex-end">
      <Select
        style={{ flex: 1, minWidth: 220 }}
        label={t('nominate.forSession')}
        placeholder={t('nominate.chooseSession')}
        data={sessions.map((e) => ({ value: e.id, label: `${localName(e, lang)} · ${fmt(e.startTime)}` }))}
        value={sessionId}
        onChange={setSessionId}
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="nominate-session-select"
      />
      <Button disabled={!session} onClick={() => setOpen(true)} data-testid="nominate-for-session">
        {t('nominate.confirmButton')}
      </Button>
      {/* Spec 2 school student modal's QR code section: the chosen session's link, else the school's. */}
      <RegistrationQrButton
        eventId={session?.id ?? null}
        media={{ posterImgLink: session?.posterLink ?? null, videoLink: session?.videoLink ?? null }}
      />
      {open && session ? (
        <NominateModal event={session} schoolId={schoolId} onClose={() => setOpen(false)} />
      ) : null}
    </Group>
  );
}
