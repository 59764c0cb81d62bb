import { Button, CopyButton, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ConsentTarget } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { QrCode } from '@/shared/links/QrCode';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';

/** The student makes a signing link for a parent without an account: shown as a link and a QR code. */
export function ShareConsentLink({ target, sessionId }: { target: ConsentTarget; sessionId: string | null }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const format = useFormatDateTime();
  const [opened, setOpened] = useState(false);
  const create = useMutation(trpc.consent.createConsentLink.mutationOptions());
  const url = create.data ? new URL(create.data.url, window.location.origin).toString() : '';
  return (
    <>
      <Button
        variant="light"
        onClick={() => {
          setOpened(true);
          create.mutate({ target, sessionId });
        }}
        data-testid="consent-share-open"
      >
        {t('share.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('share.button')} centered>
        <Stack gap="sm" align="center">
          <Text size="sm">{t('share.intro')}</Text>
          <ErrorAlert error={create.error} />
          {create.data && (
            <>
              <QrCode value={url} label={t('share.button')} />
              <TextInput
                w="100%"
                readOnly
                value={url}
                aria-label={t('share.button')}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="consent-share-url"
              />
              <Text size="xs" c="dimmed">
                {t('share.expires', { date: format(create.data.expiresAt) })}
              </Text>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button onClick={copy}>{copied ? t('share.copied') : t('share.copy')}</Button>
                )}
              </CopyButton>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
