import { Anchor, Badge, Checkbox, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { TEACHER_STATUS_OPTIONS, type TeacherStatusOption } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { type Api, errorMessage, useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { EventBadges } from '@/shared/nomination/NominateModal';
import { NS } from './locales';
import { personNames } from './person-name';
import { activeClassRoles, isStatusChangeable } from './teacher-list';

type SchoolTeacher = inferOutput<Api['teacher']['getSchoolTeachers']>[number];

const STATUS_COLORS: Record<string, string> = {
  Active: 'green',
  Inactive: 'gray',
  Unverified: 'yellow',
  Unrecognized: 'red',
};

/** One teacher: names, roles, how to reach them; a principal settles a newcomer's status here. */
export function TeacherCard({
  teacher,
  canSettle,
  picked = null,
}: {
  teacher: SchoolTeacher;
  canSettle: boolean;
  /** The tick of the nomination footer (active colleagues only). */
  picked?: { value: boolean; onChange: (on: boolean) => void } | null;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const formatTime = useFormatDateTime();
  const names = personNames(teacher, lang);
  const classRoles = activeClassRoles(teacher.classRoles);

  return (
    <Paper withBorder p="sm" data-testid="teacher-card" data-teacher-id={teacher.userId}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {/* The name beside the tick toggles it too: a bigger target on a phone than the box alone. */}
          <Group
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            mih={picked ? 44 : undefined}
            style={{ minWidth: 0, cursor: picked ? 'pointer' : undefined }}
            onClick={(e) => {
              if (!picked || (e.target as HTMLElement).closest('input')) return;
              picked.onChange(!picked.value);
            }}
            data-testid="teacher-pick-row"
          >
            {picked && (
              <Checkbox
                size="md"
                mt={2}
                checked={picked.value}
                onChange={(event) => picked.onChange(event.currentTarget.checked)}
                aria-label={t('teachers.nominate.select', { name: names.primary })}
                data-testid="teacher-pick"
              />
            )}
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{names.primary}</Text>
              {names.secondary && (
                <Text size="xs" c="dimmed">
                  {names.secondary}
                </Text>
              )}
            </div>
          </Group>
          <Group gap={4} style={{ flexShrink: 0 }}>
            {teacher.isAdmin && (
              <Badge variant="light" color="grape">
                {t('teachers.admin')}
              </Badge>
            )}
            <Badge variant="light" color={STATUS_COLORS[teacher.employmentStatus] ?? 'gray'}>
              {t(`teachers.statuses.${teacher.employmentStatus}`)}
            </Badge>
          </Group>
        </Group>
        {teacher.schoolRoles.length > 0 && (
          <Text size="sm">
            {teacher.schoolRoles
              .map((role) => t(`options.schoolRoles.${role}`, { defaultValue: role }))
              .join(', ')}
          </Text>
        )}
        {classRoles.map((classRole) => (
          <Text key={classRole.role} size="sm" c="dimmed">
            {t('teachers.classRole', {
              role: t(`options.schoolRoles.${classRole.role}`, { defaultValue: classRole.role }),
              classes: classRole.classes,
            })}
          </Text>
        ))}
        {teacher.events.map((event) => (
          <Group key={event.eventId} gap="xs" wrap="wrap" data-testid="teacher-event">
            <Text size="sm">
              {localName(event, lang)} · {formatTime(event.startTime)}
            </Text>
            <EventBadges
              events={{
                nominated: event.badges.includes('Nominated'),
                applied: event.badges.includes('Applied'),
                attended: event.badges.includes('Attended'),
                no: event.badges.includes('No'),
              }}
            />
          </Group>
        ))}
        <Group gap="md">
          <Anchor href={`tel:${teacher.phone}`} size="sm">
            {teacher.phone}
          </Anchor>
          {teacher.email && (
            <Anchor href={`mailto:${teacher.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
              {teacher.email}
            </Anchor>
          )}
        </Group>
        {isStatusChangeable(teacher, canSettle) && <StatusSelect teacher={teacher} name={names.primary} />}
      </Stack>
    </Paper>
  );
}

function StatusSelect({ teacher, name }: { teacher: SchoolTeacher; name: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.teacher.updateTeacher.mutationOptions({
      onSuccess: ({ employmentStatus }) => {
        notifications.show({
          color: 'green',
          message: t('teachers.statusSaved', { name, status: t(`teachers.statuses.${employmentStatus}`) }),
        });
        // The teacher moves to another group: ask the server for the list as it now is.
        void queryClient.invalidateQueries(trpc.teacher.getSchoolTeachers.pathFilter());
      },
      onError: (error) => {
        notifications.show({ color: 'red', message: errorMessage(error, t('errors.network')) });
        void queryClient.invalidateQueries(trpc.teacher.getSchoolTeachers.pathFilter());
      },
    }),
  );
  return (
    <Select
      label={t('teachers.changeStatus')}
      placeholder={t(`teachers.statuses.${teacher.employmentStatus}`)}
      data={TEACHER_STATUS_OPTIONS.map((status) => ({
        value: status,
        label: t(`teachers.statuses.${status}`),
      }))}
      value={null}
      onChange={(value) =>
        value &&
        update.mutate({
          userId: teacher.userId,
          employmentStatus: value as TeacherStatusOption,
          oldEmploymentStatus: teacher.employmentStatus,
        })
      }
      disabled={update.isPending}
      maw={240}
      size="sm"
      data-testid="teacher-status-select"
    />
  );
}
