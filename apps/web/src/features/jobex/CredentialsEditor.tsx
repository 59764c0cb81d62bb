import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type CvSectionKey, moveItem } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { CredentialModal } from './CredentialModal';
import { NS } from './locales';
import type { Credential, Section } from './use-jobex';
import { useCvRefresh, useShowError } from './use-jobex';

type Editing = { credential: Credential | null; sectionKey: CvSectionKey } | null;

/**
 * The CV's sections and entries with add, edit, delete and up / down moves. Buttons rather than dragging:
 * they work the same with a keyboard, a screen reader and a thumb.
 */
export function CredentialsEditor({ sections }: { sections: Section[] }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const refresh = useCvRefresh();
  const showError = useShowError();
  const [editing, setEditing] = useState<Editing>(null);
  // The buttons stay disabled until the list is reloaded: a second move must start from the new order.
  const done = { onSuccess: () => refresh(), onError: showError };
  const reorderSections = useMutation({ ...trpc.jobex.updateUserSections.mutationOptions(), ...done });
  const reorderCredentials = useMutation({ ...trpc.jobex.updateUserCredentials.mutationOptions(), ...done });
  const deleteCredential = useMutation({ ...trpc.jobex.deleteUserCredential.mutationOptions(), ...done });
  const deleteSection = useMutation({ ...trpc.jobex.deleteUserSection.mutationOptions(), ...done });
  const busy =
    reorderSections.isPending ||
    reorderCredentials.isPending ||
    deleteCredential.isPending ||
    deleteSection.isPending;

  const sectionName = (s: Section) => s.title ?? t(`sections.${s.sectionKey}`);
  const moveSection = (from: number, to: number) =>
    reorderSections.mutate({ sections: moveItem(sections, from, to).map((s) => ({ id: s.id })) });
  const moveCredential = (section: Section, from: number, to: number) =>
    reorderCredentials.mutate({
      credentials: moveItem(section.credentials, from, to).map((c) => ({ id: c.id })),
    });

  return (
    <Stack gap="md">
      <Group>
        <Button
          onClick={() => setEditing({ credential: null, sectionKey: sections[0]?.sectionKey ?? 'education' })}
          data-testid="add-credential"
        >
          {t('cv.addEntry')}
        </Button>
      </Group>
      {sections.length === 0 && <Text c="dimmed">{t('cv.empty')}</Text>}
      {sections.map((section, i) => (
        <Paper key={section.id} withBorder p="md" data-testid={`cv-section-${section.sectionKey}`}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">
              {sectionName(section)}
            </Title>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="lg"
                disabled={busy || i === 0}
                onClick={() => moveSection(i, i - 1)}
                aria-label={t('moveUp', { name: sectionName(section) })}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="lg"
                disabled={busy || i === sections.length - 1}
                onClick={() => moveSection(i, i + 1)}
                aria-label={t('moveDown', { name: sectionName(section) })}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                disabled={busy}
                onClick={() =>
                  window.confirm(t('cv.confirmDeleteSection')) &&
                  deleteSection.mutate({ sectionId: section.id })
                }
                aria-label={t('cv.deleteSection', { name: sectionName(section) })}
              >
                ×
              </ActionIcon>
            </Group>
          </Group>
          <Stack gap="xs" mt="sm">
            {section.credentials.map((c, j) => (
              <Group key={c.id} justify="space-between" wrap="nowrap" data-testid="cv-entry">
                <div>
                  <Text fw={600}>{c.headline}</Text>
                  {(c.organisation || c.startMonth) && (
                    <Text size="sm" c="dimmed">
                      {[c.organisation, c.startMonth && `${c.startMonth} – ${c.endMonth ?? t('cv.present')}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  )}
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    disabled={busy || j === 0}
                    onClick={() => moveCredential(section, j, j - 1)}
                    aria-label={t('moveUp', { name: c.headline })}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    disabled={busy || j === section.credentials.length - 1}
                    onClick={() => moveCredential(section, j, j + 1)}
                    aria-label={t('moveDown', { name: c.headline })}
                  >
                    ↓
                  </ActionIcon>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setEditing({ credential: c, sectionKey: section.sectionKey })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    disabled={busy}
                    onClick={() =>
                      window.confirm(t('cv.confirmDeleteEntry')) &&
                      deleteCredential.mutate({ credentialId: c.id })
                    }
                  >
                    {t('delete')}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      {editing && (
        <CredentialModal
          credential={editing.credential}
          sectionKey={editing.sectionKey}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
