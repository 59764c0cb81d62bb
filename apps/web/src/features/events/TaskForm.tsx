import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isFormSubmitEnabled } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC, useTRPCClient } from '@/shared/api';
import { useLang } from '@/shared/format';
import { QuestionField } from '@/shared/forms/QuestionField';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import type { TaskItem } from './types';

/** An anchor task's form (spec 1 §4.1, §5): done / not done, submit only with new or changed answers. */
export function TaskForm({
  sessionId,
  task,
  readOnly,
}: {
  sessionId: string;
  task: TaskItem;
  readOnly: boolean;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...task.answers }));
  const save = useMutation({
    mutationFn: () =>
      client.events.upsertFormResponses.mutate({
        sessionId,
        taskId: task.id,
        responses: task.questions
          .filter((q) => (answers[q.id] ?? '') !== (task.answers[q.id] ?? ''))
          .map((q) => ({ questionId: q.id, questionTitle: q.title, answer: answers[q.id] ?? '' })),
      }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('toastSaved'), autoClose: 2000 });
      void queryClient.invalidateQueries({ queryKey: trpc.events.getEvent.pathKey() });
    },
  });
  const canSubmit = !readOnly && isFormSubmitEnabled(task.answers, answers);
  return (
    <Card withBorder radius="md" data-testid={`task-${task.id}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{lang === 'zh-HK' && task.titleChi ? task.titleChi : task.title}</Text>
          <Badge color={task.done ? 'green' : 'gray'} data-testid="task-state">
            {task.done ? t('taskDone') : t('taskNotDone')}
          </Badge>
        </Group>
        {task.questions.map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            value={answers[q.id] ?? ''}
            onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
            readOnly={readOnly}
            lang={lang}
          />
        ))}
        {save.error ? <ErrorAlert error={save.error} /> : null}
        {!readOnly ? (
          <Group justify="flex-end">
            <Button
              onClick={() => save.mutate()}
              disabled={!canSubmit}
              loading={save.isPending}
              data-testid="task-submit"
            >
              {t('submit')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
