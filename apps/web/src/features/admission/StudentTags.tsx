import { ActionIcon, Autocomplete, Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMISSION_TEXT_LIMITS } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { useRefreshStudentPlans } from '@/shared/student-plan';
import { ConfirmDialog } from './ConfirmDialog';
import { TrashIcon, XIcon } from './icons';
import { NS } from './locales';
import { type PlanTag, tagNamed, tagSuggestions } from './tags';

/**
 * Spec 2 §2 tag chip strip (staff only): the student's tags with a remove button, an add-tag input that
 * offers the default and school tags and creates a new school tag from what is typed, and the school's
 * own tags to delete.
 */
export function StudentTags({ studentId, tags }: { studentId: string; tags: readonly PlanTag[] }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshPlans = useRefreshStudentPlans();
  const [input, setInput] = useState('');
  const limit = useTextLimit();
  const [deleting, setDeleting] = useState<PlanTag | null>(null);
  const allTags = useQuery(trpc.admission.getTags.queryOptions());
  const refreshTags = () => queryClient.invalidateQueries({ queryKey: trpc.admission.getTags.queryKey() });
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t('saveFailed')), autoClose: 4000 });

  const add = useMutation(
    trpc.admission.addStudentToTeacherDefinedTag.mutationOptions({
      onSuccess: () => {
        setInput('');
        void refreshPlans();
        void refreshTags();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.admission.removeStudentFromTeacherDefinedTag.mutationOptions({
      onSuccess: () => void refreshPlans(),
      onError,
    }),
  );
  const destroy = useMutation(
    trpc.admission.deleteTeacherDefinedTag.mutationOptions({
      onSuccess: () => {
        setDeleting(null);
        void refreshPlans();
        void refreshTags();
      },
      onError,
    }),
  );

  const all = allTags.data ?? [];
  const suggestions = tagSuggestions(all, tags, input);
  const submit = (value: string) => {
    const name = value.trim();
    if (!name || add.isPending) return;
    const existing = tagNamed(all, name);
    if (existing && tags.some((tag) => tag.id === existing.id)) {
      setInput('');
      return;
    }
    add.mutate(existing ? { userId: studentId, tagId: existing.id } : { userId: studentId, tagName: name });
  };
  const schoolTags = all.filter((tag) => !tag.isDefault);

  return (
    <Stack gap={6} data-testid="student-tags">
      <Group gap={6}>
        {tags.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tags.none')}
          </Text>
        )}
        {tags.map((tag) => (
          <Badge
            key={tag.id}
            variant="light"
            size="lg"
            tt="none"
            data-testid="student-tag"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                aria-label={t('tags.remove', { name: localName(tag, lang) })}
                onClick={() => remove.mutate({ tagId: tag.id, userId: studentId })}
                data-testid="student-tag-remove"
              >
                <XIcon size={12} />
              </ActionIcon>
            }
          >
            {localName(tag, lang)}
          </Badge>
        ))}
      </Group>
      <Group
        component="form"
        gap={6}
        wrap="nowrap"
        align="flex-end"
        onSubmit={(event) => {
          // Enter with no suggestion highlighted (Mantine handles a highlighted one itself).
          event.preventDefault();
          submit(input);
        }}
      >
        <Autocomplete
          style={{ flex: 1, maxWidth: 320 }}
          size="sm"
          value={input}
          onChange={setInput}
          onOptionSubmit={submit}
          data={suggestions.map((tag) => localName(tag, lang))}
          placeholder={t('tags.addPlaceholder')}
          aria-label={t('tags.add')}
          {...limit(input, ADMISSION_TEXT_LIMITS.tagName)}
          disabled={add.isPending}
          data-testid="tag-input"
        />
        <Button size="sm" variant="light" type="submit" loading={add.isPending} data-testid="tag-add">
          {t('tags.add')}
        </Button>
        {schoolTags.length > 0 && (
          <Popover position="bottom-end" withArrow shadow="md">
            <Popover.Target>
              <Button size="sm" variant="subtle" data-testid="tag-manage">
                {t('tags.manage')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {t('tags.manageHint')}
                </Text>
                {schoolTags.map((tag) => (
                  <Group key={tag.id} justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">{localName(tag, lang)}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('tags.delete', { name: localName(tag, lang) })}
                      onClick={() => setDeleting(tag)}
                      data-testid="tag-delete"
                    >
                      <TrashIcon size={16} />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
      <ConfirmDialog
        opened={deleting !== null}
        message={t('tags.confirmDelete', { name: deleting ? localName(deleting, lang) : '' })}
        confirmLabel={t('tags.deleteYes')}
        danger
        pending={destroy.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && destroy.mutate({ tagId: deleting.id })}
        testId="confirm-tag-delete"
      />
    </Stack>
  );
}
