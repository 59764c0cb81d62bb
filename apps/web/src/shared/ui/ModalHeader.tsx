import { CloseButton, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ModalHeaderProps {
  title: ReactNode;
  /** Under the title: a counter, the programme's name... */
  subtitle?: ReactNode;
  /** Beside the close button (e.g. a Save button). */
  actions?: ReactNode;
  closeLabel: string;
  onClose: () => void;
}

/**
 * The header of a context modal that decides itself how it closes (e.g. asks before dropping unsaved
 * changes), so Mantine's own close button is off. It stays at the top while the body scrolls.
 */
export function ModalHeader({ title, subtitle, actions, closeLabel, onClose }: ModalHeaderProps) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      pb="xs"
      mb="xs"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={2} size="h4" data-testid="modal-title">
          {title}
        </Title>
        {subtitle}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {actions}
        <CloseButton aria-label={closeLabel} onClick={onClose} size="lg" />
      </Group>
    </Group>
  );
}
