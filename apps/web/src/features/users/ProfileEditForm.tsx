import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ALL_CLASSES, dseYearOptions, PHONE_LENGTH, RANK_IN_FORM_OPTIONS } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import type { UpdateUserInput, User } from '@/shared/api';
import { useLang } from '@/shared/format';
import { usePortalData } from '@/shared/portal-data';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { phoneInputValue } from '@/shared/validation';
import { NS } from './locales';
import {
  electiveOptions,
  MAX_ELECTIVES,
  type ProfileValues,
  profileErrors,
  profileInput,
  profileValues,
} from './profile-form';

interface ProfileEditFormProps {
  person: User;
  rankRequired: boolean;
  studentFields: boolean;
  saving: boolean;
  error: unknown;
  onSave: (input: UpdateUserInput) => void;
  /** Why the e-mail and phone are shown but cannot be changed here (the server refuses it), if they cannot. */
  contactLocked?: string | null;
  /** Said under the e-mail and phone when they can be changed. */
  contactHint?: string | null;
}

/** Keeps a stored value selectable even when it is no longer one of today's options. */
function withCurrent(options: readonly string[], current: string | null): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/** Spec 3 "Profile edit form", for one's own profile and for a teacher editing a student. */
export function ProfileEditForm({
  person,
  rankRequired,
  studentFields,
  saving,
  error,
  onSave,
  contactLocked = null,
  contactHint = null,
}: ProfileEditFormProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  // The subjects of /ab3's elective list: the same reference data, so the two lists never differ.
  const portal = usePortalData();
  const form = useForm<ProfileValues>({
    initialValues: profileValues(person),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(profileErrors(values, { rankRequired })).map(([field, key]) => [field, t(key)]),
      ),
  });
  const values = form.values;

  return (
    <form onSubmit={form.onSubmit((v) => onSave(profileInput(v)))} noValidate>
      <Stack gap="md">
        <ErrorAlert error={error} />
        <TextInput
          label={t('fields.fullName')}
          required
          autoComplete="name"
          {...form.getInputProps('fullName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('fields.preferredName')} {...form.getInputProps('preferredName')} />
          <TextInput label={t('fields.chineseName')} {...form.getInputProps('chineseName')} />
        </SimpleGrid>
        {(contactLocked ?? contactHint) && (
          <Text size="sm" c="dimmed" data-testid="contact-note">
            {contactLocked ?? contactHint}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('fields.email')}
            readOnly={Boolean(contactLocked)}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('fields.phone')}
            readOnly={Boolean(contactLocked)}
            required
            inputMode="numeric"
            maxLength={PHONE_LENGTH}
            autoComplete="tel-national"
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', phoneInputValue(event.currentTarget.value))}
          />
        </SimpleGrid>
        {studentFields && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Select
                label={t('fields.class')}
                data={withCurrent(ALL_CLASSES, values.class)}
                clearable
                {...form.getInputProps('class')}
              />
              <TextInput label={t('fields.studentNumber')} {...form.getInputProps('studentNumber')} />
              <Select
                label={t('fields.yearDSE')}
                withAsterisk
                data={withCurrent(dseYearOptions().map(String), values.yearDSE)}
                clearable
                {...form.getInputProps('yearDSE')}
              />
            </SimpleGrid>
            <MultiSelect
              label={t('fields.studyingElectives')}
              description={t('edit.electivesHint', { max: MAX_ELECTIVES })}
              withAsterisk
              searchable
              clearable
              hidePickedOptions
              maxValues={MAX_ELECTIVES}
              nothingFoundMessage={t('edit.electivesNone')}
              data={electiveOptions(portal.data?.subjects ?? [], values.studyingElectives, lang)}
              comboboxProps={{ withinPortal: true }}
              data-testid="profile-electives"
              {...form.getInputProps('studyingElectives')}
            />
            <Select
              label={t('fields.rankInForm')}
              required={rankRequired}
              data={RANK_IN_FORM_OPTIONS.map((value) => ({ value, label: t(`options.rankInForm.${value}`) }))}
              {...form.getInputProps('rankInForm')}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
