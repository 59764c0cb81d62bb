import { Stack, Text, Textarea } from '@mantine/core';
import { MAX_CLAIM_ELABORATION } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { NS } from './locales';
import type { EditableClaim } from './slp-types';
import { WordCount } from './WordCount';

/** Step 4: an elaboration for each selected claim; step 4 → 5 saves them and rebuilds the draft. */
export function ElaborateStep({
  claims,
  onChange,
  readOnly,
}: {
  claims: EditableClaim[];
  onChange: (next: EditableClaim[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const selected = claims.filter((c) => c.selected);
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('elaborate.heading')}</Text>
      <Text size="sm">{t('elaborate.hint')}</Text>
      {selected.length === 0 && <Text c="dimmed">{t('elaborate.noneSelected')}</Text>}
      {selected.map((c, i) => (
        <Stack key={c.key} gap={2}>
          <Textarea
            label={c.text}
            autosize
            minRows={3}
            {...limit(c.elaboration, MAX_CLAIM_ELABORATION, { hint: t('elaborate.label') })}
            readOnly={readOnly}
            value={c.elaboration}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange(claims.map((x) => (x.key === c.key ? { ...x, elaboration: value } : x)));
            }}
            data-testid={`slp-elaboration-${i}`}
          />
          <WordCount text={c.elaboration} testId={`slp-elaboration-words-${i}`} />
        </Stack>
      ))}
    </Stack>
  );
}
