import { Image, Paper, Text, UnstyledButton } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { labelled } from '@/shared/labelled';
import type { PortalAdvertisement } from '@/shared/portal-data';
import { NS } from './locales';

interface AdvertisementBannerProps {
  advertisement: PortalAdvertisement | null;
  disciplineId: number;
  disciplineGroupId: number;
  disciplineName: string;
  /** Admins see where a banner would go when a discipline has none. */
  showPlaceholder: boolean;
}

/** The banner of the discipline on screen; a click is recorded (achievejupas-addUserClick) and opens the link. */
export function AdvertisementBanner({
  advertisement,
  disciplineId,
  disciplineGroupId,
  disciplineName,
  showPlaceholder,
}: AdvertisementBannerProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const record = useMutation(trpc.admission.addUserClick.mutationOptions());

  if (!advertisement) {
    if (!showPlaceholder) return null;
    return (
      <Paper
        withBorder
        radius="md"
        p="sm"
        style={{ borderStyle: 'dashed' }}
        data-testid="deck-ad-placeholder"
      >
        <Text size="xs" c="dimmed" ta="center">
          {t('deck.adPlaceholder', { discipline: disciplineName })}
        </Text>
      </Paper>
    );
  }
  return (
    <UnstyledButton
      component="a"
      href={advertisement.link}
      target="_blank"
      rel="noopener noreferrer sponsored"
      onClick={() => {
        // Recorded for visitors too (the demo deck has no sign-in); recording never holds up the link.
        record.mutate({ adv: advertisement.id, disciplineId, disciplineGroupId });
      }}
      aria-label={labelled(lang, t('deck.advertisement'), disciplineName)}
      data-testid="deck-ad"
    >
      <Image src={advertisement.bannerImgLink} alt="" radius="md" mah={96} fit="cover" />
    </UnstyledButton>
  );
}
