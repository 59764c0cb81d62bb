import { Chip, Group, ScrollArea, Stack, TextInput } from '@mantine/core';
import { ACHIEVABILITY_FILTERS, type AchievabilityFilter } from '@waypoint/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, useLang } from '@/shared/format';
import type { PortalData } from '@/shared/portal-data';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { achievabilityOffered, type DeckFilters, type DeckSegment } from './deck-filters';
import { SearchIcon } from './icons';
import { NS } from './locales';

interface DeckFiltersBarProps {
  portal: PortalData;
  filters: DeckFilters;
  segments: DeckSegment[];
  viewingTarget: boolean;
  /** Achievability filters need grades; without them only All is offered. */
  hasSelfGrades: boolean;
  hasSchoolGrades: boolean;
  onChange: (patch: Partial<DeckFilters>) => void;
}

function ChipRow({
  label,
  value,
  onChange,
  options,
  allLabel,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  options: { id: number; label: string }[];
  allLabel: string;
  testId: string;
}) {
  return (
    <ScrollArea type="never" scrollbars="x">
      <Chip.Group
        value={value == null ? 'all' : String(value)}
        onChange={(next) => onChange(next === 'all' ? null : Number(next))}
      >
        <Group gap={6} wrap="nowrap" role="group" aria-label={label} data-testid={testId}>
          <Chip value="all" size="xs">
            {allLabel}
          </Chip>
          {options.map((option) => (
            <Chip key={option.id} value={String(option.id)} size="xs">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}

/** The deck's two segments and the chips of the first (spec 2 §2 "Programme deck modal"). */
export const DeckFiltersBar = memo(function DeckFiltersBar({
  portal,
  filters,
  segments,
  viewingTarget,
  hasSelfGrades,
  hasSchoolGrades,
  onChange,
}: DeckFiltersBarProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const group = filters.disciplineGroupId;
  const disciplinesOfGroup =
    group == null ? [] : portal.disciplines.filter((d) => d.disciplineGroupId === group);

  const enabled = (filter: AchievabilityFilter) =>
    achievabilityOffered(filter, {
      viewingTargetStudent: viewingTarget,
      hasOwnGrades: hasSelfGrades,
      hasSchoolGrades,
    });

  return (
    <Stack gap={6}>
      <SegmentedChoice
        fullWidth
        size="xs"
        aria-label={t('deck.segmentsLabel')}
        value={filters.segment}
        onChange={(value) => onChange({ segment: value as DeckSegment })}
        data={segments.map((value) => ({ value, label: t(`deck.segments.${value}`) }))}
        data-testid="deck-segments"
      />
      <ScrollArea type="never" scrollbars="x">
        <SegmentedChoice
          size="xs"
          aria-label={t('deck.achievabilityLabel')}
          value={filters.achievability}
          onChange={(value) => onChange({ achievability: value as AchievabilityFilter })}
          data={ACHIEVABILITY_FILTERS.map((value) => ({
            value,
            label: t(`deck.achievability.${value}`),
            disabled: !enabled(value),
          }))}
          title={viewingTarget ? undefined : t('deck.schoolOnlyForTarget')}
          data-testid="deck-achievability"
        />
      </ScrollArea>
      {filters.segment === 'disciplines' && (
        <>
          <ChipRow
            label={t('deck.groupsLabel')}
            value={group}
            onChange={(disciplineGroupId) => onChange({ disciplineGroupId, disciplineId: null })}
            options={portal.disciplineGroups.map((g) => ({ id: g.id, label: localName(g, lang) }))}
            allLabel={t('deck.all')}
            testId="deck-group-chips"
          />
          {disciplinesOfGroup.length > 1 && (
            <ChipRow
              label={t('deck.disciplinesLabel')}
              value={filters.disciplineId}
              onChange={(disciplineId) => onChange({ disciplineId })}
              options={disciplinesOfGroup.map((d) => ({ id: d.id, label: localName(d, lang) }))}
              allLabel={t('deck.all')}
              testId="deck-discipline-chips"
            />
          )}
        </>
      )}
      {filters.segment === 'institutions' && (
        <ChipRow
          label={t('deck.institutionsLabel')}
          value={filters.institutionId}
          onChange={(institutionId) => onChange({ institutionId })}
          options={portal.institutions.map((i) => ({ id: i.id, label: i.nameShort }))}
          allLabel={t('deck.all')}
          testId="deck-institution-chips"
        />
      )}
      {filters.segment === 'search' && (
        <TextInput
          size="sm"
          aria-label={t('deck.searchLabel')}
          placeholder={t('deck.searchPlaceholder')}
          leftSection={<SearchIcon size={16} />}
          value={filters.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
          data-autofocus
          data-testid="deck-search"
        />
      )}
    </Stack>
  );
});
