import { Button, Card, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASS_STATUS_OPTION_IDS, DEFAULT_CLASSES, TEACHER_OPTION } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC } from '@/shared/api';
import { useFormatDateTime, useLang } from '@/shared/format';
import { QuestionField } from '@/shared/forms/QuestionField';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import type { EventItem } from './use-teacher-form';
import { questionsFor, type TeacherForm, useSessionResponses } from './use-teacher-form';

/**
 * Spec 1 §2.3 / §4.2 per-class status of a session: choosing a status saves at once; 'book time' opens
 * a sub-modal for proposed dates and times, after which the class shows them instead of a selector.
 */
export function ClassStatusPanel({ event }: { event: EventItem }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const fmt = useFormatDateTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useSessionResponses(event.id);
  const [booking, setBooking] = useState<string | null>(null);
  const [editing, setEditing] = useState<Set<string>>(new Set());
  const save = useMutation(
    trpc.teacher.upsertTeacherResponse.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: t('toast.response') });
        await queryClient.invalidateQueries({ queryKey: trpc.teacher.getTeacherResponses.pathKey() });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('failed')) }),
    }),
  );

  if (form.isError) return <ErrorAlert error={form.error} />;
  if (!form.data) return null;
  const statusOptions = CLASS_STATUS_OPTION_IDS.map((id) =>
    form.data.options.find((o) => o.id === id),
  ).filter((o) => o !== undefined);
  const classes = event.classes.length > 0 ? event.classes : [...DEFAULT_CLASSES];
  const statusOf = (className: string) =>
    form.data.responses.find((r) => r.targetClass === className) ?? null;

  return (
    <Card withBorder data-testid="class-status-panel">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('classStatus.title')}
        </Title>
        {classes.map((className) => {
          const current = statusOf(className);
          const booked =
            current?.optionId === TEACHER_OPTION.bookTime &&
            current.preferredSessionDates.length > 0 &&
            !editing.has(className);
          return (
            <Group
              key={className}
              justify="space-between"
              wrap="nowrap"
              data-testid={`class-status-${className}`}
            >
              <Text fw={600} w={48}>
                {className}
              </Text>
              {booked ? (
                <Group gap="xs" wrap="nowrap" style={{ flex: 1 }} justify="flex-end">
                  <Text size="sm" data-testid={`class-proposed-${className}`}>
                    {t('classStatus.proposed', {
                      dates: current.preferredSessionDates.map((d) => fmt(d)).join(', '),
                    })}
                    {current.preferredSessionTime ? ` · ${current.preferredSessionTime}` : ''}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => setEditing((prev) => new Set(prev).add(className))}
                  >
                    {t('classStatus.change')}
                  </Button>
                </Group>
              ) : (
                <Select
                  style={{ flex: 1 }}
                  maw={260}
                  aria-label={`${t('classStatus.choose')} ${className}`}
                  placeholder={t('classStatus.choose')}
                  data={statusOptions.map((o) => ({
                    value: o.id,
                    label: lang === 'zh-HK' && o.titleChi ? o.titleChi : o.title,
                  }))}
                  value={current?.optionId ?? null}
                  onChange={(optionId) => {
                    if (!optionId) return;
                    if (optionId === TEACHER_OPTION.bookTime) {
                      setBooking(className);
                      return;
                    }
                    save.mutate({ sessionId: event.id, optionId, targetClass: className });
                  }}
                  comboboxProps={{ withinPortal: true }}
                  data-testid={`class-select-${className}`}
                />
              )}
            </Group>
          );
        })}
      </Stack>
      {booking ? (
        <BookTimeModal
          className={booking}
          form={form.data}
          pending={save.isPending}
          onClose={() => setBooking(null)}
          onSubmit={(answers) =>
            save.mutate(
              {
                sessionId: event.id,
                optionId: TEACHER_OPTION.bookTime,
                targetClass: booking,
                questionAnswers: answers,
              },
              {
                onSuccess: () => {
                  setEditing((prev) => {
                    const next = new Set(prev);
                    next.delete(booking);
                    return next;
                  });
                  setBooking(null);
                },
              },
            )
          }
        />
      ) : null}
    </Card>
  );
}

function BookTimeModal(props: {
  className: string;
  form: TeacherForm;
  pending: boolean;
  onClose: () => void;
  onSubmit: (answers: { questionId: string; answer: string }[]) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const questions = questionsFor(props.form.questions, TEACHER_OPTION.bookTime);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('bookTime.title', { className: props.className })}
      centered
    >
      <Stack gap="sm" data-testid="book-time-modal">
        {questions.map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            lang={lang}
            value={answers[q.id] ?? ''}
            onChange={(value) => setAnswers((prev) => ({ ...prev, [q.id]: value }))}
          />
        ))}
        <Button
          loading={props.pending}
          onClick={() =>
            props.onSubmit(
              Object.entries(answers)
                .filter(([, answer]) => answer.trim() !== '')
                .map(([questionId, answer]) => ({ questionId, answer })),
            )
          }
          data-testid="book-time-submit"
        >
          {t('bookTime.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
