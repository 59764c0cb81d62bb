import { Accordion, Anchor, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import type { StudentPlan } from '@/shared/student-plan';
import { planDeadlines } from './deadlines-view';
import { CheckIcon, CircleIcon } from './icons';
import { NS } from './locales';

/** Spec 2 §2 Deadlines (for those who may see them, §5) and Teacher Comments accordions. */
export function PlanAccordions({
  plan,
  choiceCount,
  showDeadlines,
}: {
  plan: StudentPlan;
  choiceCount: number;
  showDeadlines: boolean;
}) {
  const { t } = useTranslation(NS);
  // The home's "read your teacher's comment" step may open the comments at once (/ab3#comments, issue 28).
  const { hash } = useLocation();
  // The panels mount when opened (Mantine keeps closed ones drawn, hidden): the deadlines and the teachers'
  // comments, with the request for them, wait until the reader asks (decision 016, issue 25).
  return (
    <Accordion
      multiple
      variant="separated"
      keepMounted={false}
      defaultValue={hash === '#comments' ? ['comments'] : []}
      data-testid="plan-accordions"
    >
      {showDeadlines && (
        <Accordion.Item value="deadlines">
          <Accordion.Control data-testid="deadlines-toggle">{t('deadlines.title')}</Accordion.Control>
          <Accordion.Panel>
            <Deadlines plan={plan} choiceCount={choiceCount} />
          </Accordion.Panel>
        </Accordion.Item>
      )}
      <Accordion.Item value="comments">
        <Accordion.Control data-testid="comments-toggle">{t('comments.title')}</Accordion.Control>
        <Accordion.Panel>
          <TeacherComments userId={plan.student.id} isSelf={plan.viewer.isSelf} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function Deadlines({ plan, choiceCount }: { plan: StudentPlan; choiceCount: number }) {
  const { t } = useTranslation(NS);
  const format = useFormatDateTime();
  const items = useMemo(() => planDeadlines(plan, choiceCount, new Date()), [plan, choiceCount]);
  return (
    <Stack gap="xs" data-testid="deadlines">
      {items.map((item) => (
        <Group
          key={item.key}
          gap="xs"
          wrap="nowrap"
          align="flex-start"
          data-testid="deadline"
          data-met={item.met}
        >
          <Text c={item.met ? 'green.9' : item.overdue ? 'red.8' : 'gray.6'} aria-hidden>
            {item.met ? <CheckIcon /> : <CircleIcon />}
          </Text>
          <Stack gap={0}>
            <Text size="sm">
              {t(`deadlines.${item.key}`)}
              <Text span size="sm" c="dimmed">
                {' '}
                (
                {item.met
                  ? t('deadlines.met')
                  : item.overdue
                    ? t('deadlines.overdue')
                    : t('deadlines.notMet')}
                )
              </Text>
            </Text>
            {item.dueAt && (
              <Text size="xs" c={item.overdue ? 'red.8' : 'dimmed'}>
                {t('deadlines.due', { date: format(item.dueAt.toISOString()) })}
              </Text>
            )}
            {item.key === 'parentConsent' && !item.met && (
              <Anchor component={Link} to="/parent-consent" size="xs" data-testid="deadline-parent-consent">
                {t('deadlines.signParentConsent')}
              </Anchor>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function TeacherComments({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const format = useFormatDateTime();
  const comments = useQuery(trpc.admission.getUserComments.queryOptions({ userId }));
  const { mutate: markSeen } = useMutation(
    trpc.home.markSeen.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.home.read.queryKey() }),
    }),
  );
  // The student read them here: the home's "not yet seen" step goes on every device (issue 28 item 2).
  const ids = isSelf ? (comments.data ?? []).map((c) => String(c.id)) : [];
  const idList = ids.join(',');
  useEffect(() => {
    if (idList) markSeen({ kind: 'teacherComment', itemIds: idList.split(',') });
  }, [idList, markSeen]);
  if (comments.isPending) return <Text size="sm">{t('loading')}</Text>;
  if (!comments.data || comments.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('comments.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="teacher-comments">
      {comments.data.map((c) => (
        <Stack key={c.id} gap={0} data-testid="teacher-comment">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.comment}
          </Text>
          <Text size="xs" c="dimmed">
            {[c.fromUser?.fullName, format(c.createdAt)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
