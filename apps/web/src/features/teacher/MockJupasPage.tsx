import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { mayManageSchoolRoster } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '@/shared/format';
import { PageTitle } from '@/shared/ui/PageTitle';
import { AdminSchoolSelect } from './AdminSchoolSelect';
import { ClosePageButton } from './ClosePageButton';
import { ChartIcon } from './icons';
import { NS } from './locales';
import { personNames } from './person-name';
import { mockJupasReturnPath } from './return-path';
import { SchoolStudentList } from './SchoolStudentList';
import { StatisticsModal } from './StatisticsModal';
import type { StatisticsSubject } from './statistics-data';
import { useToolScope } from './use-tool-scope';
import { isStaffViewer } from './viewer';

/**
 * /mock-jupas (alias /achievejupas): for staff, the school's students (find one, verify, open the plan)
 * and the statistics; for a student, their plan and their own statistics.
 */
export default function MockJupasPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { user, viewer, schoolId, chooseSchool } = useToolScope();
  const [statistics, setStatistics] = useState<StatisticsSubject | null>(null);
  if (!user || !viewer) return null;

  const staff = isStaffViewer(viewer);
  const teachersLink =
    viewer === 'admin' && schoolId
      ? `/school-teachers?schoolId=${encodeURIComponent(schoolId)}`
      : '/school-teachers';
  // The class-list import (issue 27): admins, and the school's career teacher or principal.
  const mayImportList =
    viewer === 'admin' ||
    (viewer === 'teacher' &&
      mayManageSchoolRoster(
        { isAdmin: false, teacher: user.teacher ? { ...user.teacher, schoolId: user.schoolId } : null },
        user.schoolId ?? '',
      ));
  const rosterLink =
    viewer === 'admin' && schoolId
      ? `/school-roster?schoolId=${encodeURIComponent(schoolId)}`
      : '/school-roster';

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <PageTitle>{t('mockJupas.title')}</PageTitle>
        <ClosePageButton to={mockJupasReturnPath(user.appRole)} />
      </Group>

      {staff && schoolId && (
        <>
          <Text>{t('mockJupas.staffIntro')}</Text>
          {viewer === 'admin' && <AdminSchoolSelect value={schoolId} onChange={chooseSchool} />}
          <Group gap="sm">
            <Button
              leftSection={<ChartIcon size={18} />}
              onClick={() => setStatistics({ kind: 'none' })}
              data-testid="open-school-statistics"
            >
              {t('mockJupas.schoolStatistics')}
            </Button>
            <Button variant="light" component={Link} to={teachersLink}>
              {t('mockJupas.schoolTeachers')}
            </Button>
            {mayImportList && (
              <Button variant="light" component={Link} to={rosterLink}>
                {t('mockJupas.classList')}
              </Button>
            )}
          </Group>
          <Title order={2} size="h4">
            {t('students.title')}
          </Title>
          {/* The whole school's list as a file (decision 024); the server checks who may have it. */}
          <Group gap="xs" aria-label={t('students.downloadHint')} role="group">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                size="xs"
                variant="subtle"
                component="a"
                href={`/api/schools/${encodeURIComponent(schoolId)}/students.${format}`}
                download
                title={t('students.downloadHint')}
                data-testid={`students-${format}`}
              >
                {t(format === 'csv' ? 'students.downloadCsv' : 'students.downloadXlsx')}
              </Button>
            ))}
          </Group>
          <SchoolStudentList
            schoolId={schoolId}
            onStatistics={(student) =>
              setStatistics({ kind: 'student', id: student.id, name: personNames(student, lang).primary })
            }
          />
        </>
      )}

      {viewer === 'inactiveTeacher' && (
        <Alert color="yellow" variant="light" title={t('mockJupas.notActiveTitle')}>
          {t('mockJupas.notActive')}
        </Alert>
      )}

      {viewer === 'student' && (
        <>
          <Text>{t('mockJupas.studentIntro')}</Text>
          <Group gap="sm">
            <Button component={Link} to="/ab3">
              {t('mockJupas.openMyPlan')}
            </Button>
            <Button
              variant="light"
              leftSection={<ChartIcon size={18} />}
              onClick={() => setStatistics({ kind: 'self' })}
            >
              {t('mockJupas.myStatistics')}
            </Button>
          </Group>
        </>
      )}

      <StatisticsModal
        opened={statistics !== null}
        onClose={() => setStatistics(null)}
        subject={statistics ?? { kind: 'none' }}
        schoolId={staff ? schoolId : null}
      />
    </Stack>
  );
}
