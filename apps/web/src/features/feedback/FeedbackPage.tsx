import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
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
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage, useTRPC, useTRPCClient } from '@/shared/api';
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

  const problem =
    send.error instanceof UploadError && send.error.serverMessage
      ? send.error.serverMessage
      : send.error
        ? errorMessage(send.error, t('errors.network'))
        : null;

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
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
              autosize
              minRows={5}
              maxLength={FEEDBACK_MAX_LENGTH}
              {...form.getInputProps('feedback')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <FileInput
                label={t('fields.photo')}
                description={t('photoHint')}
                accept="image/*"
                clearable
                {...form.getInputProps('photo')}
              />
              <TextInput
                label={t('fields.programId')}
                description={t('programIdHint')}
                inputMode="numeric"
                {...form.getInputProps('programId')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                {t('submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
