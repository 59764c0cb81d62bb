import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { ParentLinkExtras } from '@/shared/links/ParentLinkExtras';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { LinkIcon } from './icons';
import { NS } from './locales';

/**
 * Beyond the spec: the student (or their teacher) makes a signed link that opens the plan read-only for a
 * parent, for 30 days. A new link is made each time; older ones keep working until they lapse.
 */
export function ParentLinkButton({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const format = useFormatDateTime();
  const [opened, setOpened] = useState(false);
  const create = useMutation(trpc.admission.createParentViewLink.mutationOptions());
  const url = create.data ? new URL(create.data.url, window.location.origin).toString() : '';
  return (
    <>
      <Button
        variant="light"
        leftSection={<LinkIcon size={16} />}
        onClick={() => {
          setOpened(true);
          create.mutate(userId ? { userId } : undefined);
        }}
        data-testid="parent-link-open"
      >
        {t('parentLink.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('parentLink.title')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('parentLink.intro')}</Text>
          <ErrorAlert error={create.error} />
          {create.isPending && <Text size="sm">{t('loading')}</Text>}
          {create.data && (
            <>
              <TextInput
                readOnly
                value={url}
                aria-label={t('parentLink.title')}
                onFocus={(event) => event.currentTarget.select()}
                data-testid="parent-link-url"
              />
              <Text size="xs" c="dimmed">
                {t('parentLink.expires', { date: format(create.data.expiresAt) })}
              </Text>
              <Group justify="flex-end">
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      color={copied ? 'green.9' : undefined}
                      onClick={copy}
                      data-testid="parent-link-copy"
                    >
                      {copied ? t('parentLink.copied') : t('parentLink.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </>
          )}
          {create.isSuccess && <ParentLinkExtras url={url} userId={userId} />}
        </Stack>
      </Modal>
    </>
  );
}
