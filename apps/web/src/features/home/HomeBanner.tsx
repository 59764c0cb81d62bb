import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '@/shared/ui/BannerCarousel';
import { HOME_BANNER_TIMING } from '@/shared/ui/carousel-timing';
import { NS } from './locales';

const SLIDES = ['dataDriven', 'teachers', 'ai'] as const;

/** The marketing banner of spec 1 §1 on the home page (5 s per slide, 2 s to turn). */
export function HomeBanner() {
  const { t } = useTranslation(NS);
  return (
    <BannerCarousel
      label={t('banner.label')}
      timing={HOME_BANNER_TIMING}
      slides={SLIDES.map((key) => ({
        key,
        content: (
          <Paper
            radius="lg"
            p={{ base: 'lg', sm: 'xl' }}
            mih={180}
            c="white"
            bg="linear-gradient(135deg, var(--mantine-color-navy-8) 0%, var(--mantine-color-navy-9) 100%)"
            style={{ display: 'flex', alignItems: 'center' }}
          >
            {/* On phones the text keeps clear of the arrows (12 px in, 26 px wide) at the slide's sides. */}
            <Stack gap="xs" px={{ base: 28, sm: 'xl' }} data-testid="home-banner-text">
              <Title order={2} size="h3" c="white">
                {t(`banner.${key}.title`)}
              </Title>
              <Text size="md" c="white" opacity={0.95}>
                {t(`banner.${key}.body`)}
              </Text>
            </Stack>
          </Paper>
        ),
      }))}
    />
  );
}
