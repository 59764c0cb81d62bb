import { Accordion, Alert, Badge, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ALL_CLASSES, canManageSafeguarding, isActiveTeacher, type TeacherGroup } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { SearchIcon } from '@/shared/ui/icons';
import { PageTitle } from '@/shared/ui/PageTitle';
import { AdminSchoolSelect } from './AdminSchoolSelect';
import { ClosePageButton } from './ClosePageButton';
import { DataRequestContactCard } from './DataRequestContactCard';
import { NS } from './locales';
import { personNames } from './person-name';
import { SafeguardingCard } from './SafeguardingCard';
import { TeacherCard } from './TeacherCard';
import { TeacherNominationFooter } from './TeacherNominationFooter';
import { teacherGroupsShown } from './teacher-list';
import { useToolScope } from './use-tool-scope';
import { canSettleTeachers, isStaffViewer } from './viewer';

/** /school-teachers (spec 2 "School teacher list"): search, groups, and the principal's status changes. */
export default function SchoolTeachersPage() {
  const { t } = useTranslation(NS);
  const { user, viewer, schoolId, chooseSchool } = useToolScope();
  if (!user || !viewer) return null;
  const staff = isStaffViewer(viewer);
  // The server checks the same rule again (schools.updateSafeguardingSetting).
  const managesSafeguarding =
    staff &&
    schoolId !== null &&
    canManageSafeguarding(
      {
        isAdmin: viewer === 'admin',
        activeTeacherSchoolId: viewer === 'teacher' ? user.schoolId : null,
        schoolRoles: user.teacher?.schoolRoles ?? [],
      },
      schoolId,
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <PageTitle>{t('teachers.title')}</PageTitle>
        <ClosePageButton to="/home" />
      </Group>
      {viewer === 'admin' && schoolId && <AdminSchoolSelect value={schoolId} onChange={chooseSchool} />}
      {managesSafeguarding && schoolId && <SafeguardingCard key={schoolId} schoolId={schoolId} />}
      {viewer === 'admin' && schoolId && <DataRequestContactCard key={schoolId} schoolId={schoolId} />}
      {staff && schoolId ? (
        <TeacherList
          schoolId={schoolId}
          viewerIsAdmin={viewer === 'admin'}
          canSettle={canSettleTeachers(user)}
          selfId={user.id}
        />
      ) : (
        <Alert color="yellow" variant="light">
          {t(viewer === 'inactiveTeacher' ? 'mockJupas.notActive' : 'teachers.staffOnly')}
        </Alert>
      )}
    </Stack>
  );
}

const isClassGroup = (group: TeacherGroup): boolean => (ALL_CLASSES as readonly string[]).includes(group);

interface TeacherListProps {
  schoolId: string;
  viewerIsAdmin: boolean;
  canSettle: boolean;
  selfId: string;
}

function TeacherList({ schoolId, viewerIsAdmin, canSettle, selfId }: TeacherListProps) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  // Groups open unless the person closed them: a group that a search brings back shows its teachers.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  // Ticked colleagues for the nomination footer, by user id.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const lang = useLang();
  const teachers = useQuery(trpc.teacher.getSchoolTeachers.queryOptions({ schoolId }));

  if (teachers.isPending) {
    return (
      <Center p="lg">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (teachers.isError) return <ErrorAlert error={teachers.error} />;

  const groups = teacherGroupsShown(teachers.data, search, viewerIsAdmin);
  const togglePick = (userId: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const pickedTeachers = teachers.data
    .filter((teacher) => picked.has(teacher.userId))
    .map((teacher) => ({ id: teacher.userId, name: personNames(teacher, lang).primary }));
  const shown = groups.map(([group]) => group as string);
  const onToggle = (open: string[]) =>
    setClosed(
      (prev) =>
        new Set([
          ...[...prev].filter((group) => !shown.includes(group)),
          ...shown.filter((group) => !open.includes(group)),
        ]),
    );
  return (
    <Stack gap="sm">
      <TextInput
        label={t('teachers.searchLabel')}
        placeholder={t('teachers.search')}
        leftSection={<SearchIcon size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="teacher-search"
      />
      {groups.length === 0 ? (
        <Text py="md">{t('teachers.empty')}</Text>
      ) : (
        <Accordion
          multiple
          variant="separated"
          value={shown.filter((group) => !closed.has(group))}
          onChange={onToggle}
        >
          {groups.map(([group, members]) => (
            <Accordion.Item key={group} value={group} data-testid={`teacher-group-${group}`}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={600}>
                    {isClassGroup(group)
                      ? t('teachers.classGroup', { name: group })
                      : t(`teachers.groups.${group}`)}
                  </Text>
                  <Badge variant="light" color="gray" size="sm">
                    {members.length}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  {members.map((teacher) => (
                    <TeacherCard
                      key={teacher.userId}
                      teacher={teacher}
                      canSettle={canSettle}
                      picked={
                        isActiveTeacher(teacher) && teacher.userId !== selfId
                          ? {
                              value: picked.has(teacher.userId),
                              onChange: (on) => togglePick(teacher.userId, on),
                            }
                          : null
                      }
                    />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <TeacherNominationFooter selected={pickedTeachers} onDone={() => setPicked(new Set())} />
    </Stack>
  );
}
