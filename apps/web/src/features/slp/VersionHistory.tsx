import { Accordion, Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/format';
import { NS } from './locales';
import type { SlpData } from './slp-types';
import { type DiffPart, wordDiff } from './word-diff';

function Marked({ parts }: { parts: DiffPart[] }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((p, i) =>
        p.kind === 'same' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed rendering of one comparison.
          <span key={i}>{p.text}</span>
        ) : p.kind === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <del key={i} style={{ background: 'var(--mantine-color-red-1)' }}>
            {p.text}
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <ins key={i} style={{ background: 'var(--mantine-color-green-1)', textDecoration: 'none' }}>
            {p.text}
          </ins>
        ),
      )}
    </Text>
  );
}

/** Saved drafts, newest first; each opens a side-by-side comparison of the original and the polished text. */
export function VersionHistory({ versions }: { versions: SlpData['versions'] }) {
  const { t } = useTranslation(NS);
  const formatTime = useFormatDateTime();
  return (
    <Stack gap="xs" data-testid="slp-versions">
      <Text fw={600}>{t('history.title')}</Text>
      {versions.length === 0 ? (
        <Text c="dimmed">{t('history.empty')}</Text>
      ) : (
        <Accordion variant="separated">
          {versions.map((v) => {
            const diff = v.gpt ? wordDiff(v.original, v.gpt) : null;
            return (
              <Accordion.Item key={v.id} value={String(v.id)} data-testid="slp-version">
                <Accordion.Control>
                  {t('history.savedBy', { time: formatTime(v.createdAt), name: v.savedBy ?? '' })}
                </Accordion.Control>
                <Accordion.Panel>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <Box>
                      <Text size="xs" fw={600}>
                        {t('history.original')}
                      </Text>
                      {diff ? <Marked parts={diff.left} /> : <Text size="sm">{v.original}</Text>}
                    </Box>
                    <Box>
                      <Text size="xs" fw={600}>
                        {t('history.gpt')}
                      </Text>
                      {diff ? <Marked parts={diff.right} /> : <Text size="sm">—</Text>}
                    </Box>
                  </SimpleGrid>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </Stack>
  );
}
