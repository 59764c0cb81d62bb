import { Alert, Avatar, Button, FileButton, Group, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_PIC_MAX_WIDTH, PROFILE_PIC_QUALITY } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type User, useTRPC } from '@/shared/api';
import { resizeImage, UploadError, uploadImage } from '@/shared/upload';
import { NS } from './locales';

/**
 * Spec 3 §4: the picture is resized in the browser (max width 1000, JPEG quality 0.6), uploaded, then
 * set on the user; the server deletes the previous file.
 */
export function ProfilePictureInput({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const setPicture = useMutation(trpc.users.updateLoggedInUserProfilePic.mutationOptions());

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const image = await resizeImage(file, PROFILE_PIC_MAX_WIDTH, PROFILE_PIC_QUALITY);
      const url = await uploadImage(image, 'profile');
      await setPicture.mutateAsync({ imageLink: url });
      return url;
    },
    onMutate: () => setProblem(null),
    onSuccess: (url) => {
      queryClient.setQueryData(trpc.users.getLoggedInUser.queryKey(), (old) =>
        old ? { ...old, profilePic: url } : old,
      );
    },
    onError: (error) => {
      if (error instanceof UploadError && error.serverMessage) setProblem(error.serverMessage);
      else setProblem(errorMessage(error, t('picture.failed')));
    },
  });

  const name = user.preferredName || user.fullName;
  return (
    <Stack gap="xs" align="center">
      <Avatar
        src={user.profilePic}
        alt={t('picture.alt', { name })}
        size={96}
        radius={96}
        name={name}
        color="initials"
      />
      <Group gap="xs">
        <FileButton accept="image/*" onChange={(file) => file && upload.mutate(file)}>
          {(props) => (
            <Button {...props} variant="light" size="compact-sm" loading={upload.isPending}>
              {user.profilePic ? t('picture.change') : t('picture.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert" py="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
