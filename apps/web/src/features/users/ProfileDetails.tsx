import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formFromDseYear, parseElectives } from '@waypoint/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { usePortalData } from '@/shared/portal-data';
import { NS } from './locales';
import { ProfilePictureInput } from './ProfilePictureInput';
import { electiveLabels, showsStudentFields } from './profile-form';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </Stack>
  );
}

/** What the account holds about the person, as they see it. */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const portal = usePortalData();
  const electives = electiveLabels(parseElectives(user.studyingElectives), portal.data?.subjects ?? [], lang);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Group gap="lg" align="center">
          <ProfilePictureInput user={user} />
          <Stack gap={4}>
            <Text fw={700} size="lg">
              {user.fullName}
            </Text>
            {user.chineseName && <Text>{user.chineseName}</Text>}
            <Group gap={6}>
              {user.roles.map((role) => (
                <Badge key={role} variant="light">
                  {t(`roles.${role}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Detail label={t('fields.preferredName')}>{user.preferredName}</Detail>
          <Detail label={t('fields.email')}>{user.email}</Detail>
          <Detail label={t('fields.phone')}>
            {user.phone}{' '}
            <Badge size="xs" variant="outline" color={user.isPhoneVerified ? 'green' : 'gray'}>
              {user.isPhoneVerified ? t('details.verified') : t('details.unverified')}
            </Badge>
          </Detail>
          <Detail label={t('fields.school')}>{user.school ? localName(user.school, lang) : null}</Detail>
          {showsStudentFields(user) && (
            <>
              <Detail label={t('fields.class')}>{user.class}</Detail>
              <Detail label={t('fields.studentNumber')}>{user.studentNumber}</Detail>
              <Detail label={t('fields.yearDSE')}>
                {user.yearDSE
                  ? `${user.yearDSE} (${t(`forms.${formFromDseYear(user.yearDSE).replace('.', '')}`)})`
                  : null}
              </Detail>
              <Detail label={t('fields.rankInForm')}>
                {user.rankInForm ? t(`options.rankInForm.${user.rankInForm}`) : null}
              </Detail>
              <Detail label={t('fields.studyingElectives')}>
                {electives.join(lang === 'zh-HK' ? '、' : ', ')}
              </Detail>
            </>
          )}
          {user.yearOfStudy && (
            <Detail label={t('fields.yearOfStudy')}>{t(`options.yearOfStudy.${user.yearOfStudy}`)}</Detail>
          )}
          {user.teacher && (
            <>
              <Detail label={t('details.employmentStatus')}>
                {t(`details.employment.${user.teacher.employmentStatus}`)}
              </Detail>
              <Detail label={t('details.schoolRoles')}>
                {user.teacher.schoolRoles.map((role) => t(`options.schoolRoles.${role}`)).join(', ')}
              </Detail>
            </>
          )}
          {user.waGroupLink && (
            <Detail label={t('details.waGroup')}>
              <Anchor href={user.waGroupLink} target="_blank" rel="noopener noreferrer">
                {t('details.openWaGroup')}
              </Anchor>
            </Detail>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
