import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { aiSourceWords } from './ai-source';
import { NS } from './locales';

/**
 * The one label of every AI output (suggestions, chat, SLP, cover letter): the offline guide or the model by
 * name, so nobody takes the offline guide's text for a model's or the other way round. `detail` says more
 * about what this screen's source did (the SLP tidy-up touches only spacing and punctuation).
 */
export function AiSourceLabel({
  provider,
  detail,
  testId,
}: {
  provider: string | null | undefined;
  detail?: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation(NS);
  const words = aiSourceWords(provider, (key, vars) => t(key, vars ?? {}));
  if (!words) return null;
  return (
    <Text size="xs" c="dimmed" data-testid={testId}>
      {detail ? `${words} · ${detail}` : words}
    </Text>
  );
}
