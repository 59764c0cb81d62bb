import { ActionIcon, Badge, Button, Chip, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { type VerificationState, verificationState } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Api, errorMessage, useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { EventBadges } from '@/shared/nomination/NominateModal';
import tap from '@/shared/ui/tap-target.module.css';
import { ChartIcon } from './icons';
import { NS } from './locales';
import { personNames } from './person-name';

export type ListedStudent = inferOutput<Api['teacher']['getUsersBySchoolId']>['items'][number];
type StudentsPage = inferOutput<Api['teacher']['getUsersBySchoolId']>;

const VERIFICATION_VALUES = ['Yes', 'No'] as const;
const VERIFICATION_COLORS: Record<VerificationState, string> = {
  verified: 'green',
  unverified: 'gray',
  notOurStudent: 'red',
};

/** One student: names, class and number, choices, tags; verification chips, profile, plan and statistics. */
export function StudentRow({ student, onStatistics }: { student: ListedStudent; onStatistics: () => void }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const names = personNames(student, lang);
  const verify = useVerification(student);
  const place = [student.class, student.studentNumber].filter(Boolean).join(' · ');
  const verifiedAs = verificationState(student.verificationResult);

  return (
    <Paper withBorder p="sm" data-testid="student-row" data-student-id={student.id}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {names.primary}
            </Text>
            {names.secondary && (
              <Text size="xs" c="dimmed" truncate>
                {names.secondary}
              </Text>
            )}
            <Text size="sm">{place || t('students.noClass')}</Text>
            <EventBadges events={student.events} />
          </div>
          <Badge variant="light" color={student.choiceCount > 0 ? 'navy' : 'gray'} style={{ flexShrink: 0 }}>
            {t('students.choices', { count: student.choiceCount })}
          </Badge>
        </Group>
        {student.tags.length > 0 && (
          <Group gap={4}>
            {student.tags.map((tag) => (
              <Badge key={tag.id} size="sm" variant="outline" color="gray">
                {localName(tag, lang)}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap={6} role="group" aria-label={t('students.verification', { name: names.primary })}>
            <Badge
              size="sm"
              variant="light"
              color={VERIFICATION_COLORS[verifiedAs]}
              data-testid="verification-state"
              data-state={verifiedAs}
            >
              {t(`students.verificationStates.${verifiedAs}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('students.verifyQuestion')}
            </Text>
            {VERIFICATION_VALUES.map((value) => (
              <Chip
                key={value}
                size="xs"
                classNames={{ label: tap.tap }}
                checked={student.verificationResult === value}
                data-testid={`verify-${value}`}
                color={value === 'Yes' ? 'green' : 'red'}
                onChange={() => verify.choose(value)}
                disabled={verify.pending}
              >
                {t(`students.verification${value}`)}
              </Chip>
            ))}
          </Group>
          <Group gap={6}>
            <Button size="compact-sm" variant="default" component={Link} to={`/update-info/${student.id}`}>
              {t('students.profile')}
            </Button>
            <Button size="compact-sm" variant="light" component={Link} to={`/ab3/${student.id}`}>
              {t('students.plan')}
            </Button>
            <Button size="compact-sm" variant="light" component={Link} to={`/slp/${student.id}`}>
              {t('students.slp')}
            </Button>
            <Tooltip label={t('students.statistics')}>
              <ActionIcon
                variant="subtle"
                onClick={onStatistics}
                aria-label={t('students.statisticsOf', { name: names.primary })}
              >
                <ChartIcon size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The server applies the toggle rule (the same value again clears it) and answers with the stored
 * result, which replaces the student's in every loaded page of the list.
 */
function useVerification(student: ListedStudent) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.teacher.updateUserVerificationResult.mutationOptions({
      onSuccess: ({ userId, verificationResult }) => {
        queryClient.setQueriesData<InfiniteData<StudentsPage>>(
          trpc.teacher.getUsersBySchoolId.pathFilter(),
          (data) =>
            data?.pages && {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) =>
                  item.id === userId ? { ...item, verificationResult } : item,
                ),
              })),
            },
        );
      },
      onError: (error) => {
        notifications.show({ color: 'red', message: errorMessage(error, t('errors.network')) });
      },
    }),
  );
  return {
    pending: mutation.isPending,
    choose: (value: 'Yes' | 'No') => mutation.mutate({ userId: student.id, verificationResult: value }),
  };
}
