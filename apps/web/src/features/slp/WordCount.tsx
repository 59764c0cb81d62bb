import { Text } from '@mantine/core';
import { slpWordCount } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';

/** Spec 3 §2: CJK characters and digits plus Latin words (domain slpWordCount). */
export function WordCount({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation(NS);
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {t('finalize.words', { count: slpWordCount(text) })}
    </Text>
  );
}
