import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localName, useLang } from '@/shared/format';
import { labelled } from '@/shared/labelled';
import type { StudentPlan } from '@/shared/student-plan';
import { NS } from './locales';
import { NextConsultation } from './NextConsultation';
import { RemarksBox } from './RemarksBox';
import { StudentTags } from './StudentTags';

/**
 * Spec 2 §2 teacher header, shown when a teacher (or admin) views a student: school, class, student
 * number and names; the tags; the next consultation; the remarks box.
 */
export function StudentHeader({ plan }: { plan: StudentPlan }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const s = plan.student;
  const names = [s.fullName, s.preferredName, s.chineseName].filter(
    (name, i, all): name is string => Boolean(name) && all.indexOf(name) === i,
  );
  return (
    <Stack gap="sm" data-testid="teacher-header">
      <Paper withBorder p="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" data-testid="student-names">
            {names.join(' · ')}
          </Title>
          <Group gap="md">
            <Text size="sm">
              {labelled(
                lang,
                t('student.school'),
                s.school ? localName(s.school, lang) : t('student.unknown'),
              )}
            </Text>
            <Text size="sm">{labelled(lang, t('student.class'), s.class ?? t('student.unknown'))}</Text>
            <Text size="sm">
              {labelled(lang, t('student.number'), s.studentNumber ?? t('student.unknown'))}
            </Text>
            {s.yearDSE && <Text size="sm">{labelled(lang, t('student.yearDSE'), s.yearDSE)}</Text>}
          </Group>
        </Stack>
      </Paper>
      <StudentTags studentId={s.id} tags={plan.tags} />
      <NextConsultation studentId={s.id} />
      <RemarksBox studentId={s.id} />
    </Stack>
  );
}
