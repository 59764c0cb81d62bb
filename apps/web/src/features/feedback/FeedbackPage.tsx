import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { FEEDBACK_PHOTO_MAX_WIDTH, FEEDBACK_PHOTO_QUALITY } from '@waypoint/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage, useTRPC, useTRPCClient } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useFormErrors } from '@/shared/forms/use-form-errors';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { usePortalData } from '@/shared/portal-data';
import { useSession } from '@/shared/session';
import { PageTitle } from '@/shared/ui/PageTitle';
import { resizeImage, UploadError, uploadImage } from '@/shared/upload';
import { FEEDBACK_MAX_LENGTH, type FeedbackValues, feedbackErrors, programIdOf } from './feedback-form';
import { NS } from './locales';

/** /feedback: anyone may write; a photo is shrunk (max width 1500, quality 0.6) before it is uploaded. */
export default function FeedbackPage() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { user } = useSession();
  const [params] = useSearchParams();
  const form = useForm<FeedbackValues>({
    initialValues: {
      name: '',
      email: '',
      feedback: '',
      photo: null,
      programId: params.get('programId') ?? '',
    },
    validate: (values) =>
      Object.fromEntries(Object.entries(feedbackErrors(values)).map(([field, key]) => [field, t(key)])),
  });

  // A programme is picked from the published list by code or name; its id is what is sent.
  const portal = usePortalData();
  const lang = useLang();
  const programOptions = useMemo(
    () =>
      (portal.data?.programs ?? []).map((p) => ({
        value: String(p.id),
        label: `${p.jupasCode} · ${p.institutionNameShort} · ${localName(p, lang)}`,
      })),
    [portal.data, lang],
  );

  // A signed-in person does not retype who they are.
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    if (!user) return;
    if (!getValues().name) setFieldValue('name', user.preferredName || user.fullName);
    if (!getValues().email && user.email) setFieldValue('email', user.email);
  }, [user, getValues, setFieldValue]);

  const send = useMutation({
    mutationKey: trpc.feedback.createNewFeedback.mutationKey(),
    mutationFn: async (values: FeedbackValues) => {
      const photoLink = values.photo
        ? await uploadImage(
            await resizeImage(values.photo, FEEDBACK_PHOTO_MAX_WIDTH, FEEDBACK_PHOTO_QUALITY),
            'feedback',
          )
        : undefined;
      return client.feedback.createNewFeedback.mutate({
        name: values.name.trim(),
        email: values.email.trim(),
        feedback: values.feedback.trim(),
        photoLink,
        programId: programIdOf(values.programId),
      });
    },
    onSuccess: () => {
      form.setValues({ feedback: '', photo: null });
      notifications.show({ color: 'green', message: t('thanks'), autoClose: 2000 });
    },
  });

  const errors = useFormErrors(form, send.error);
  const limit = useTextLimit();
  const problem =
    send.error instanceof UploadError && send.error.serverMessage
      ? send.error.serverMessage
      : errors.alertError
        ? errorMessage(errors.alertError, t('errors.network'))
        : null;

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form
          ref={errors.ref}
          onSubmit={form.onSubmit((values) => send.mutate(values), errors.onInvalid)}
          noValidate
        >
          <Stack gap="md">
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('fields.name')}
                required
                autoComplete="name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('fields.email')}
                type="email"
                required
                autoComplete="email"
                {...form.getInputProps('email')}
              />
            </SimpleGrid>
            <Textarea
              label={t('fields.feedback')}
              required
              data-testid="feedback-text"
              autosize
              minRows={5}
              {...form.getInputProps('feedback')}
              {...limit(form.values.feedback, FEEDBACK_MAX_LENGTH)}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <FileInput
                label={t('fields.photo')}
                description={t('photoHint')}
                accept="image/*"
                clearable
                {...form.getInputProps('photo')}
              />
              <Select
                label={t('fields.program')}
                description={t('programIdHint')}
                placeholder={t('programPlaceholder')}
                searchable
                clearable
                limit={50}
                nothingFoundMessage={t('programNone')}
                data={programOptions}
                disabled={portal.isPending}
                {...form.getInputProps('programId')}
                onChange={(v) => form.setFieldValue('programId', v ?? '')}
                data-testid="feedback-program"
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} data-testid="feedback-submit">
                {t('submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
