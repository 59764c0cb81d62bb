import '@mantine/charts/styles.css';
import { BarChart, PieChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';
import { type ChartItem, percentText, showsSliceLabel } from './statistics-data';

const RADIAN = Math.PI / 180;

interface SliceLabelProps {
  cx?: number;
  cy?: number;
  midAngle?: number;
  innerRadius?: number;
  outerRadius?: number;
  percent?: number;
}

/** The share inside its slice; none under 5 % (spec 2 §9), where it would not fit anyway. */
function SliceLabel({
  cx = 0,
  cy = 0,
  midAngle = 0,
  innerRadius = 0,
  outerRadius = 0,
  percent = 0,
}: SliceLabelProps) {
  if (!showsSliceLabel(percent)) return null;
  const radius = innerRadius + (outerRadius - innerRadius) * 0.6;
  const x = cx + radius * Math.cos(-midAngle * RADIAN);
  const y = cy + radius * Math.sin(-midAngle * RADIAN);
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      dominantBaseline="central"
      fill="white"
      fontSize={12}
      fontWeight={600}
    >
      {percentText(percent)}
    </text>
  );
}

/** A pie with a legend table beside it: the table carries every name, count and share, for every reader. */
export function SharePie({ title, items, testId }: { title: string; items: ChartItem[]; testId: string }) {
  const { t } = useTranslation(NS);
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('statistics.noChoices')}
          </Text>
        ) : (
          <Group align="center" gap="md" wrap="wrap" justify="center">
            <PieChart
              data={items.map((item) => ({ name: item.label, value: item.value, color: item.color }))}
              size={160}
              withTooltip
              tooltipDataSource="segment"
              strokeWidth={1}
              pieProps={{ label: SliceLabel, labelLine: false }}
              aria-hidden
            />
            <Legend items={items} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Legend({ items }: { items: ChartItem[] }) {
  const { t } = useTranslation(NS);
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" style={{ flex: '1 1 200px' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('statistics.name')}</Table.Th>
          <Table.Th ta="right">{t('statistics.choicesColumn')}</Table.Th>
          <Table.Th ta="right">%</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.key}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${item.color.replace('.', '-')})`} size={12} />
                <Text size="sm">{item.label}</Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm">{item.value}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm">{percentText(item.share)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface BarsProps {
  title: string;
  note?: string;
  /** axisLabel is short (a JUPAS code, a score); name is what the table beneath spells out. */
  bars: { key: string; axisLabel: string; name: string; value: number }[];
  valueLabel: string;
  /** Horizontal bars for long names (programmes); upright bars for scores. */
  horizontal?: boolean;
  /** What an empty chart says (default: no choices yet). */
  emptyText?: string;
  testId: string;
}

export function CountBars({
  title,
  note,
  bars,
  valueLabel,
  horizontal = false,
  emptyText,
  testId,
}: BarsProps) {
  const { t } = useTranslation(NS);
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        {bars.length === 0 ? (
          <Text c="dimmed" size="sm">
            {emptyText ?? t('statistics.noChoices')}
          </Text>
        ) : (
          <>
            <BarChart
              h={horizontal ? Math.max(160, bars.length * 32) : 220}
              data={bars.map((bar) => ({ label: bar.axisLabel, value: bar.value }))}
              dataKey="label"
              orientation={horizontal ? 'vertical' : 'horizontal'}
              yAxisProps={horizontal ? { width: 96 } : undefined}
              series={[{ name: 'value', label: valueLabel, color: 'navy.6' }]}
              withTooltip
              gridAxis={horizontal ? 'x' : 'y'}
              aria-hidden
            />
            <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs">
              <Table.Tbody>
                {bars.map((bar) => (
                  <Table.Tr key={bar.key}>
                    <Table.Td>
                      <Text size="sm">{bar.name}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{bar.value}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
