import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';

export interface DataAreaCount {
  id: string;
  count: number;
}

/** Area by area, how many items the archive holds: the same list the server writes its files from. */
export function DataSummaryTable({
  areas,
  caption,
  describe = true,
}: {
  areas: readonly DataAreaCount[];
  caption: string;
  /** The one-line descriptions speak to the person ("your grades"): shown on their own page only. */
  describe?: boolean;
}) {
  const { t } = useTranslation(NS);
  const total = areas.reduce((n, a) => n + a.count, 0);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" data-testid="data-summary">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('download.area')}</Table.Th>
            <Table.Th ta="right">{t('download.items')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {areas.map((area) => (
            <Table.Tr key={area.id} data-testid={`data-summary-${area.id}`} data-count={area.count}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t(`download.areas.${area.id}.title`)}
                </Text>
                {describe && (
                  <Text size="xs" c="dimmed">
                    {t(`download.areas.${area.id}.what`)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {area.count}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('download.total')}</Table.Th>
            <Table.Th ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {total}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
