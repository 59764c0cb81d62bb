import {
  Anchor,
  Checkbox,
  Group,
  MultiSelect,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ALL_CLASSES,
  dseYearOptions,
  PHONE_LENGTH,
  PICS_VERSION,
  ROLE_SECONDARY,
  ROLE_TEACHER,
  ROLE_UNI_STUDENT,
  SCHOOL_ROLE_OPTIONS,
  YEAR_OF_STUDY_OPTIONS,
} from '@waypoint/domain';
import { Trans, useTranslation } from 'react-i18next';
import { localName, useLang } from '@/shared/format';
import { SchoolPicker } from '@/shared/ui/SchoolPicker';
import { phoneInputValue } from '@/shared/validation';
import { REGISTER_ROLES } from './auth-links';
import { NS } from './locales';
import { needsSchool, type RegisterValues } from './register-form';

/**
 * The registration form's fields; which ones show depends on the chosen role (spec 1 §5). `locked` (a
 * school's class-list invitation, decision 027) shows who the school listed and lets the person change
 * only what is theirs to choose: e-mail, password, preferred name, DSE year.
 */
export function RegisterFields({
  form,
  locked = false,
}: {
  form: UseFormReturnType<RegisterValues>;
  locked?: boolean;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { role } = form.values;
  const school = form.values.school;

  return (
    <Stack gap="md">
      <Radio.Group label={t('register.role')} required {...form.getInputProps('role')} readOnly={locked}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {REGISTER_ROLES.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(`roles.${option}`)}
              disabled={locked && option !== role}
              data-testid={`register-role-${option}`}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput
        label={t('register.phone')}
        required
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
        readOnly={locked}
        {...form.getInputProps('phone')}
        onChange={(event) => form.setFieldValue('phone', phoneInputValue(event.currentTarget.value))}
      />
      <TextInput
        label={t('register.fullName')}
        required
        autoComplete="name"
        readOnly={locked}
        {...form.getInputProps('fullName')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('register.preferredName')}
          autoComplete="nickname"
          {...form.getInputProps('preferredName')}
        />
        <TextInput
          label={t('register.chineseName')}
          readOnly={locked}
          {...form.getInputProps('chineseName')}
        />
      </SimpleGrid>
      <TextInput
        label={t('register.email')}
        type="email"
        required
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PasswordInput
          label={t('register.password')}
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
      </SimpleGrid>
      {needsSchool(role) && locked && (
        <TextInput
          label={t('register.school')}
          readOnly
          value={school?.kind === 'existing' ? localName(school.school, lang) : ''}
          data-testid="register-school-locked"
        />
      )}
      {needsSchool(role) && !locked && (
        <SchoolPicker
          label={t('register.school')}
          required
          value={form.values.school}
          onChange={(choice) => form.setFieldValue('school', choice)}
          error={form.errors.school}
        />
      )}
      {role === ROLE_SECONDARY && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {locked ? (
            <TextInput
              label={t('register.class')}
              readOnly
              value={form.values.class ?? ''}
              data-testid="register-class-locked"
            />
          ) : (
            <Select
              label={t('register.class')}
              data={[...ALL_CLASSES]}
              clearable
              {...form.getInputProps('class')}
            />
          )}
          <TextInput
            label={t('register.studentNumber')}
            readOnly={locked}
            {...form.getInputProps('studentNumber')}
          />
          <Select
            label={t('register.yearDSE')}
            required
            data={dseYearOptions().map(String)}
            {...form.getInputProps('yearDSE')}
            data-testid="register-year-dse"
          />
        </SimpleGrid>
      )}
      {role === ROLE_TEACHER && (
        <MultiSelect
          label={t('register.schoolRoles')}
          data={SCHOOL_ROLE_OPTIONS.map((value) => ({ value, label: t(`options.schoolRoles.${value}`) }))}
          {...form.getInputProps('schoolRoles')}
        />
      )}
      {role === ROLE_UNI_STUDENT && (
        <Select
          label={t('register.yearOfStudy')}
          data={YEAR_OF_STUDY_OPTIONS.map((value) => ({ value, label: t(`options.yearOfStudy.${value}`) }))}
          {...form.getInputProps('yearOfStudy')}
        />
      )}
      <Group>
        <Checkbox
          {...form.getInputProps('agreeTerms', { type: 'checkbox' })}
          label={
            <Trans
              t={t}
              i18nKey="register.agreeTerms"
              components={{
                terms: <Anchor href="/terms-and-conditions" target="_blank" rel="noopener" inherit />,
              }}
            />
          }
        />
      </Group>
      <Text size="sm" data-testid="register-pics">
        <Trans
          t={t}
          i18nKey="register.readPics"
          values={{ version: PICS_VERSION }}
          components={{ pics: <Anchor href="/privacy" target="_blank" rel="noopener" inherit /> }}
        />
      </Text>
    </Stack>
  );
}
