import { Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasStarted, TEACHER_EVENT_GROUP } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { NS } from './locales';

/**
 * Spec 2 "School teacher list … nomination footer": the ticked colleagues are nominated for a Teacher
 * Event session that has not started, after 'Confirm nomination?' naming them (spec 2 §6). The server
 * checks again that they are active teachers of the school (users.insertNominationRecord).
 */
export function TeacherNominationFooter({
  selected,
  onDone,
}: {
  selected: { id: string; name: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const fmt = useFormatDateTime();
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const events = useQuery(trpc.events.getEvents.queryOptions());
  const now = new Date();
  const sessions = (events.data?.events ?? []).filter(
    (e) => e.group === TEACHER_EVENT_GROUP && !hasStarted({ startTime: new Date(e.startTime) }, now),
  );
  const nominate = useMutation(
    trpc.users.insertNominationRecord.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: t('teachers.nominate.thanks') });
        setConfirming(false);
        onDone();
        // The nominated colleagues' cards show their new badge (issue 24).
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() }),
          queryClient.invalidateQueries(trpc.teacher.getSchoolTeachers.pathFilter()),
        ]);
      },
      onError: (error) => {
        setConfirming(false);
        notifications.show({ color: 'red', message: errorMessage(error, t('errors.network')) });
      },
    }),
  );
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      pos="sticky"
      // Above the phone tab bar, which the shell lays over the bottom of the page.
      bottom="var(--app-shell-footer-offset, 0rem)"
      style={{ zIndex: 3 }}
      data-testid="teacher-nomination-footer"
    >
      <Group gap="xs" align="flex-end">
        <Select
          style={{ flex: 1, minWidth: 200 }}
          label={t('teachers.nominate.session')}
          placeholder={
            sessions.length === 0 ? t('teachers.nominate.noSessions') : t('teachers.nominate.chooseSession')
          }
          data={sessions.map((e) => ({ value: e.id, label: `${localName(e, lang)} · ${fmt(e.startTime)}` }))}
          value={sessionId}
          onChange={setSessionId}
          disabled={sessions.length === 0}
          comboboxProps={{ withinPortal: true }}
          data-testid="teacher-nominate-session"
        />
        <Button
          disabled={selected.length === 0 || !sessionId}
          onClick={() => setConfirming(true)}
          data-testid="teacher-nominate"
        >
          {t('teachers.nominate.button', { count: selected.length })}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('teachers.nominate.confirm')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm" data-testid="teacher-nominate-names">
            {selected.map((s) => s.name).join(', ')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('teachers.nominate.cancel')}
            </Button>
            <Button
              loading={nominate.isPending}
              onClick={() =>
                sessionId &&
                nominate.mutate({
                  targetUserIds: selected.map((s) => s.id),
                  targetSessionIds: [sessionId],
                  targetResponse: 'Yes',
                })
              }
              data-testid="teacher-nominate-yes"
            >
              {t('teachers.nominate.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
