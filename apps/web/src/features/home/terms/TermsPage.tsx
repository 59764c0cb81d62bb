import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';

const SECTIONS = [
  'about',
  'users',
  'account',
  'data',
  'use',
  'sharing',
  'minors',
  'ai',
  'retention',
  'rights',
  'security',
  'conduct',
  'changes',
  'contact',
] as const;

/** /terms-and-conditions: public, in both languages, written for a service used by minors. */
export default function TermsPage() {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text size="sm" c="dimmed">
          {t('version')}
        </Text>
      </Stack>
      <Text>{t('intro')}</Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {SECTIONS.map((key, index) => (
            <Stack key={key} gap="xs" component="section" aria-labelledby={`terms-${key}`}>
              <Title order={2} size="h4" id={`terms-${key}`}>
                {index + 1}. {t(`sections.${key}.title`)}
              </Title>
              {t(`sections.${key}.body`)
                .split('\n\n')
                .map((paragraph) => (
                  <Text key={paragraph} size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {paragraph}
                  </Text>
                ))}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
