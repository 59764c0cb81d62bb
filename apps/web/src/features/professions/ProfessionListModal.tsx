import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdmissionModalProps, ProfessionListProps } from '@/shared/admission-modals';
import { localName, useLang } from '@/shared/format';
import { usePortalData } from '@/shared/portal-data';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { ModalLoadError, ModalLoading } from '@/shared/ui/ModalLoadState';
import { NS } from './locales';
import { ProfessionDetailModal } from './ProfessionDetailModal';
import { useCatalogue } from './use-professions';

/**
 * Spec 3 §2 "Profession list modal": professions related to a discipline, numbered, with their related
 * segments; 'No profession information' when there are none. A name opens the detail modal on top.
 */
export default function ProfessionListModal({
  innerProps,
  onClose,
}: AdmissionModalProps<ProfessionListProps>) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const catalogue = useCatalogue();
  const portal = usePortalData();
  const [openId, setOpenId] = useState<number | null>(null);
  const discipline = portal.data?.disciplines.find((d) => d.id === innerProps.disciplineId);
  const segmentsById = useMemo(
    () => new Map((catalogue.data?.segments ?? []).map((s) => [s.id, s])),
    [catalogue.data],
  );
  const professions = useMemo(
    () =>
      (catalogue.data?.professions ?? []).filter((p) => p.disciplineIds.includes(innerProps.disciplineId)),
    [catalogue.data, innerProps.disciplineId],
  );
  const header = (
    <ModalHeader
      title={t('listModal.title')}
      subtitle={
        discipline ? (
          <Text size="sm" c="dimmed">
            {localName(discipline, lang)}
          </Text>
        ) : null
      }
      closeLabel={t('close')}
      onClose={onClose}
    />
  );
  if (catalogue.isPending || portal.isPending) return <ModalLoading header={header} label={t('loading')} />;
  if (catalogue.isError) return <ModalLoadError header={header} error={catalogue.error} />;
  return (
    <Stack gap="sm" data-testid="profession-list-modal">
      {header}
      {professions.length === 0 ? (
        <Text c="dimmed" ta="center" p="md">
          {t('listModal.empty')}
        </Text>
      ) : (
        <List type="ordered" spacing="xs">
          {professions.map((p) => (
            <List.Item key={p.id} data-testid="profession-list-item">
              <Stack gap={2}>
                <Anchor component="button" type="button" fw={600} onClick={() => setOpenId(p.id)} ta="left">
                  {localName(p, lang)}
                </Anchor>
                <Group gap={4}>
                  {p.segmentIds.map((id) => {
                    const s = segmentsById.get(id);
                    return s ? (
                      <Badge
                        key={id}
                        size="xs"
                        variant="light"
                        color="teal"
                        style={{ textTransform: 'none' }}
                      >
                        {localName(s, lang)}
                      </Badge>
                    ) : null;
                  })}
                </Group>
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed">
        {t('disclaimer')}
      </Text>
      <ProfessionDetailModal professionId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
