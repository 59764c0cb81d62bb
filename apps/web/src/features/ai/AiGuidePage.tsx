import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session';
import { PageTitle } from '@/shared/ui/PageTitle';
import { AiSuggestPanel } from './AiSuggestPanel';
import { NS } from './locales';

/**
 * /ai-guide (beyond the spec's routes): the AI suggestion steps for study areas and professions on one
 * page, until the profession picker of the professions area hosts its own AI tab.
 */
export default function AiGuidePage() {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  return (
    <Stack gap="md">
      <PageTitle>{t('guide.title')}</PageTitle>
      {user ? (
        <Tabs defaultValue="professions" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="professions" data-testid="ai-guide-professions">
              {t('guide.professions')}
            </Tabs.Tab>
            <Tabs.Tab value="disciplines" data-testid="ai-guide-disciplines">
              {t('guide.disciplines')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="professions" pt="md">
            <AiSuggestPanel kind="professions" />
          </Tabs.Panel>
          <Tabs.Panel value="disciplines" pt="md">
            <AiSuggestPanel kind="disciplines" />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Alert color="blue" variant="light">
          <Text size="sm">{t('guide.signIn')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
