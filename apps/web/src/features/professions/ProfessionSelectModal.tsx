import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdmissionModalProps, ProfessionSelectProps } from '@/shared/admission-modals';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { ModalLoadError, ModalLoading } from '@/shared/ui/ModalLoadState';
import { NS } from './locales';
import { ProfessionDetailModal } from './ProfessionDetailModal';
import { ProfessionExplorer } from './ProfessionExplorer';
import { useCatalogue } from './use-professions';

/**
 * Spec 3 §2 "Profession select modal" in select mode: the explorer of /professions (filters, search, cards,
 * thumbs, details) with a Choose button on each profession, up to `max` in all. A choice is handed to
 * `onPick` at once; the caller saves it with the rest of its own form.
 */
export default function ProfessionSelectModal({
  innerProps,
  onClose,
}: AdmissionModalProps<ProfessionSelectProps>) {
  const { t } = useTranslation(NS);
  const catalogue = useCatalogue();
  const [picked, setPicked] = useState<number[]>(innerProps.selectedIds);
  const [openId, setOpenId] = useState<number | null>(null);
  const full = picked.length >= innerProps.max;
  const header = (
    <ModalHeader
      title={t('selectModal.title')}
      subtitle={
        <Text size="sm" c="dimmed" data-testid="profession-select-count">
          {full
            ? t('selectModal.full', { max: innerProps.max })
            : t('selectModal.count', { count: picked.length, max: innerProps.max })}
        </Text>
      }
      closeLabel={t('close')}
      onClose={onClose}
    />
  );
  if (catalogue.isPending) return <ModalLoading header={header} label={t('loading')} />;
  if (catalogue.isError) return <ModalLoadError header={header} error={catalogue.error} />;
  const professions = catalogue.data.professions;
  return (
    <Stack gap="sm" data-testid="profession-select-modal">
      {header}
      <ProfessionExplorer
        catalogue={catalogue.data}
        onOpen={setOpenId}
        pick={{
          isPicked: (id) => picked.includes(id) || (full && !picked.includes(id)),
          onPick: (id) => {
            const p = professions.find((x) => x.id === id);
            if (!p || picked.includes(id) || full) return;
            setPicked((list) => [...list, id]);
            innerProps.onPick({ id: p.id, name: p.name, nameChi: p.nameChi });
          },
        }}
      />
      <ProfessionDetailModal professionId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
