import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CV_SECTION_KEYS, type CvSectionKey, JOBEX_LIMITS } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import type { Credential } from './use-jobex';
import { useCvRefresh } from './use-jobex';

interface Props {
  /** The entry to edit, or null to add one. */
  credential: Credential | null;
  sectionKey: CvSectionKey;
  onClose: () => void;
}

const blank = (v: string) => (v.trim() === '' ? null : v.trim());

/** Adds or edits one CV entry; the server checks every field again and answers in the reader's language. */
export function CredentialModal({ credential, sectionKey: initialSection, onClose }: Props) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const trpc = useTRPC();
  const refresh = useCvRefresh();
  const [sectionKey, setSectionKey] = useState<CvSectionKey>(initialSection);
  const [form, setForm] = useState({
    headline: credential?.headline ?? '',
    organisation: credential?.organisation ?? '',
    location: credential?.location ?? '',
    startMonth: credential?.startMonth ?? '',
    endMonth: credential?.endMonth ?? '',
    description: credential?.description ?? '',
  });
  const save = useMutation({
    ...trpc.jobex.upsertUserCredential.mutationOptions(),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm({ ...form, [name]: e.currentTarget.value }),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate({
      credential: {
        ...(credential ? { id: credential.id } : {}),
        sectionKey,
        headline: form.headline,
        organisation: blank(form.organisation),
        location: blank(form.location),
        startMonth: blank(form.startMonth),
        endMonth: blank(form.endMonth),
        description: blank(form.description),
      },
    });
  };
  return (
    <Modal opened onClose={onClose} title={credential ? t('cv.editEntry') : t('cv.addEntry')} size="lg">
      <form onSubmit={submit} data-testid="credential-form">
        <Stack gap="sm">
          <ErrorAlert error={save.error} />
          <Select
            label={t('cv.section')}
            data={CV_SECTION_KEYS.map((key) => ({ value: key, label: t(`sections.${key}`) }))}
            value={sectionKey}
            onChange={(v) => v && setSectionKey(v as CvSectionKey)}
            allowDeselect={false}
            data-testid="credential-section"
          />
          <TextInput
            label={t('cv.headline')}
            required
            {...field('headline')}
            {...limit(form.headline, 200, { hint: t('cv.headlineHint') })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('cv.organisation')}
              {...field('organisation')}
              {...limit(form.organisation, 200)}
            />
            <TextInput label={t('cv.location')} {...field('location')} {...limit(form.location, 100)} />
            <TextInput
              label={t('cv.startMonth')}
              description={t('cv.monthHint')}
              placeholder="2025-09"
              {...field('startMonth')}
            />
            <TextInput
              label={t('cv.endMonth')}
              description={t('cv.monthHint')}
              placeholder="2026-06"
              {...field('endMonth')}
            />
          </SimpleGrid>
          <Textarea
            label={t('cv.description')}
            autosize
            minRows={3}
            {...field('description')}
            {...limit(form.description, JOBEX_LIMITS.credentialDescription, {
              hint: t('cv.descriptionHint'),
            })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="save-credential">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
