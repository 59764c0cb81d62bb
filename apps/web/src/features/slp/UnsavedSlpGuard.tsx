import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { NS } from './locales';

/**
 * Asks before the writer leaves the SLP with changes the server does not have yet, as the programme deck
 * does (issue 24: a claim added on step 3 was gone after Home → back). "Save and leave" saves first.
 */
export function UnsavedSlpGuard({ unsaved, onSave }: { unsaved: boolean; onSave: () => Promise<boolean> }) {
  const { t } = useTranslation(NS);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const [saving, setSaving] = useState(false);

  // Closing the tab or reloading: the browser's own question is the only one allowed there.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocked = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  const saveAndLeave = async () => {
    setSaving(true);
    const ok = await onSave();
    setSaving(false);
    if (ok) blocker.proceed?.();
    else stay();
  };
  return (
    <Modal opened={blocked} onClose={stay} withCloseButton={false} centered size="sm">
      <Stack gap="md" data-testid="slp-leave-confirm">
        <Stack gap={4}>
          <Text fw={600}>{t('leave.confirm')}</Text>
          <Text size="sm">{t('leave.detail')}</Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={stay} data-testid="slp-stay" data-autofocus>
            {t('leave.stay')}
          </Button>
          <Button color="red" variant="light" onClick={() => blocker.proceed?.()} data-testid="slp-leave">
            {t('leave.leave')}
          </Button>
          <Button onClick={() => void saveAndLeave()} loading={saving} data-testid="slp-save-leave">
            {t('leave.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
