import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMISSION_TEXT_LIMITS } from '@waypoint/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { type ConsultationRecord, formatCalendarDate, splitConsultations } from './consultations';
import { NS } from './locales';

interface Draft {
  date: string;
  time: string;
  venue: string;
  remarks: string;
}

const fromRecord = (r: ConsultationRecord | null): Draft => ({
  date: r?.date ?? '',
  time: r?.time ?? '',
  venue: r?.venue ?? '',
  remarks: r?.remarks ?? '',
});

/**
 * Spec 2 §2 Next Consultation: date, time, venue and remarks of the coming consultation (saved as a
 * record; editing it changes that record), with the previous consultations below.
 */
export function NextConsultation({ studentId }: { studentId: string }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const records = useQuery(
    trpc.admission.getJUPASConsultationRecords.queryOptions({ targetUserId: studentId }),
  );
  const { next, previous } = splitConsultations(records.data ?? []);
  const [draft, setDraft] = useState<Draft>(fromRecord(null));
  const [editing, setEditing] = useState(false);
  const limit = useTextLimit();
  // "New consultation" keeps the coming one and adds another; otherwise saving changes the coming one.
  const [creating, setCreating] = useState(false);

  // The form shows the coming consultation once it has loaded (and again after each save).
  useEffect(() => {
    if (!editing) setDraft(fromRecord(next));
  }, [next, editing]);

  const save = useMutation(
    trpc.admission.upsertJUPASConsultationRecord.mutationOptions({
      onSuccess: async () => {
        setEditing(false);
        setCreating(false);
        notifications.show({ color: 'green', message: t('consultation.saved'), autoClose: 2000 });
        await queryClient.invalidateQueries({
          queryKey: trpc.admission.getJUPASConsultationRecords.queryKey({ targetUserId: studentId }),
        });
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, t('saveFailed')), autoClose: 4000 }),
    }),
  );
  const change = (field: keyof Draft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setEditing(true);
    setDraft((d) => ({ ...d, [field]: value }));
  };

  return (
    <Paper withBorder p="sm" data-testid="next-consultation">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('consultation.title')}
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              id: creating ? undefined : next?.id,
              targetUserId: studentId,
              date: draft.date,
              time: draft.time || null,
              venue: draft.venue || null,
              remarks: draft.remarks || null,
            });
          }}
        >
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              <TextInput
                type="date"
                label={t('consultation.date')}
                required
                value={draft.date}
                onChange={change('date')}
                data-testid="consultation-date"
              />
              <TextInput
                type="time"
                label={t('consultation.time')}
                value={draft.time}
                onChange={change('time')}
                data-testid="consultation-time"
              />
              <TextInput
                label={t('consultation.venue')}
                value={draft.venue}
                onChange={change('venue')}
                {...limit(draft.venue, ADMISSION_TEXT_LIMITS.consultationVenue)}
                data-testid="consultation-venue"
              />
            </SimpleGrid>
            <Textarea
              label={t('consultation.remarks')}
              value={draft.remarks}
              onChange={change('remarks')}
              autosize
              minRows={1}
              {...limit(draft.remarks, ADMISSION_TEXT_LIMITS.consultationRemarks)}
              data-testid="consultation-remarks"
            />
            <Group justify="flex-end" gap="xs">
              {next && !creating && (
                <Button
                  variant="subtle"
                  onClick={() => {
                    setEditing(true);
                    setCreating(true);
                    setDraft(fromRecord(null));
                  }}
                  data-testid="consultation-new"
                >
                  {t('consultation.new')}
                </Button>
              )}
              <Button
                type="submit"
                loading={save.isPending}
                disabled={!draft.date}
                data-testid="consultation-save"
              >
                {t('consultation.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Text size="sm" fw={600}>
          {t('consultation.previous')}
        </Text>
        {previous.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('consultation.none')}
          </Text>
        ) : (
          <Stack gap={4} data-testid="consultation-history">
            {previous.map((r) => (
              <Text key={r.id} size="sm" data-testid="consultation-record">
                {[formatCalendarDate(r.date, lang), r.time, r.venue].filter(Boolean).join(' · ')}
                {r.remarks ? ` — ${r.remarks}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
