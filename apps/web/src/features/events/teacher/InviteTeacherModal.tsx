import { Button, Modal, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isActiveTeacher } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC } from '@/shared/api';
import { NS } from './locales';
import type { EventItem } from './use-teacher-form';

/** Spec 1 §2.4 'Invite 1 teacher to join' an applied Teacher Event session: one active colleague. */
export function InviteTeacherModal(props: {
  event: EventItem;
  schoolId: string;
  selfId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const teachers = useQuery(trpc.teacher.getSchoolTeachers.queryOptions({ schoolId: props.schoolId }));
  const invite = useMutation(
    trpc.users.insertNominationRecord.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: t('toast.nomination') });
        await queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() });
        props.onClose();
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('failed')) }),
    }),
  );
  const choices = (teachers.data ?? [])
    .filter((x) => isActiveTeacher(x) && x.userId !== props.selfId)
    .map((x) => ({ value: x.userId, label: x.chineseName ? `${x.fullName} ${x.chineseName}` : x.fullName }));
  return (
    <Modal opened onClose={props.onClose} title={t('invite.title')} centered>
      <Stack gap="sm" data-testid="invite-teacher-modal">
        <Select
          label={t('invite.choose')}
          data={choices}
          value={teacherId}
          onChange={setTeacherId}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="invite-teacher-select"
        />
        <Button
          disabled={!teacherId}
          loading={invite.isPending}
          onClick={() =>
            teacherId &&
            invite.mutate({
              targetUserIds: [teacherId],
              targetSessionIds: [props.event.id],
              targetResponse: 'Yes',
            })
          }
          data-testid="invite-teacher-submit"
        >
          {t('invite.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
