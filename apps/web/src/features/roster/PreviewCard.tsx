import { Badge, Button, Card, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './locales';
import { EDITABLE_FIELDS, type EditableField, fieldText, type WorkingRow } from './preview-rows';

/** One row of the file as a card: fits a phone, and every cell is a labelled input the person can fix. */
export function PreviewCard({
  row,
  onEdit,
  onToggleSkip,
}: {
  row: WorkingRow;
  onEdit: (field: EditableField, text: string) => void;
  onToggleSkip: () => void;
}) {
  const { t } = useTranslation(NS);
  const problemOf = (field: EditableField) => row.problems.find((p) => p.field === field);
  const changeLabel =
    row.change === 'updated' && row.fromClass
      ? t('change.updatedFrom', { from: row.fromClass })
      : t(`change.${row.change}`);
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      opacity={row.skipped ? 0.55 : 1}
      data-testid={`roster-row-${row.line}`}
      aria-label={t('row', { line: row.line })}
      component="section"
    >
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{t('row', { line: row.line })}</Text>
          <Badge
            variant="light"
            color={row.change === 'added' ? 'blue' : row.change === 'updated' ? 'grape' : 'gray'}
          >
            {changeLabel}
          </Badge>
          {row.skipped && <Badge color="gray">{t('skipped')}</Badge>}
        </Group>
        <Button size="xs" variant="subtle" onClick={onToggleSkip}>
          {row.skipped ? t('unskip', { line: row.line }) : t('skip', { line: row.line })}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {EDITABLE_FIELDS.map((field) => {
          const problem = problemOf(field);
          return (
            <CellInput
              key={field}
              label={t(`field.${field}`)}
              ariaLabel={t('rowLabel', { field: t(`field.${field}`), line: row.line })}
              initial={fieldText(row, field)}
              error={problem && !row.skipped ? t(`problem.${problem.code}`) : undefined}
              disabled={row.skipped}
              onChange={(text) => onEdit(field, text)}
            />
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

/** Keeps what the person types (spaces in a phone, say) while the row is re-checked on every change. */
function CellInput(props: {
  label: string;
  ariaLabel: string;
  initial: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const [text, setText] = useState(props.initial);
  return (
    <TextInput
      size="xs"
      label={props.label}
      aria-label={props.ariaLabel}
      value={text}
      error={props.error}
      disabled={props.disabled}
      onChange={(event) => {
        setText(event.currentTarget.value);
        props.onChange(event.currentTarget.value);
      }}
    />
  );
}
