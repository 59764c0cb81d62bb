import { Anchor, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useIntersection } from '@mantine/hooks';
import { DECK_LIMIT, PROGRAM_PICKER_CAP, programPickerHasMore, programPickerRows } from '@waypoint/domain';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdmissionModalProps, ProgramSelectProps } from '@/shared/admission-modals';
import { localName, useLang } from '@/shared/format';
import { type PortalProgram, usePortalData } from '@/shared/portal-data';
import { meetsRequirements, type ProgramScores, useStudentScores } from '@/shared/scores';
import { useStudentPlan } from '@/shared/student-plan';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { ModalLoadError, ModalLoading } from '@/shared/ui/ModalLoadState';
import { NestedAdmissionModal } from '@/shared/ui/NestedAdmissionModal';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { ExternalIcon, SearchIcon } from './icons';
import { NS } from './locales';
import {
  filterPickerPrograms,
  type PickerEmptyReason,
  type ProgramKind,
  pickerEmptyReason,
  togglePicked,
} from './program-select';

/**
 * Spec 2 §2 "Programme select modal": JUPAS or E-APP, a discipline filter, a search, an endless list
 * (20 a page, at most 500) with checkboxes and Done. Read-only mode is a list to read, with its links.
 */
export default function ProgramSelectModal({ innerProps, onClose }: AdmissionModalProps<ProgramSelectProps>) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const portal = usePortalData();
  const readOnly = Boolean(innerProps.readOnly);
  const plan = useStudentPlan(innerProps.userId, { enabled: !readOnly });
  const scores = useStudentScores(plan.data);
  const limit = innerProps.maxSelected ?? DECK_LIMIT;
  const [kind, setKind] = useState<ProgramKind>('jupas');
  const [disciplineId, setDisciplineId] = useState<number | null>(innerProps.disciplineId ?? null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 150);
  const [picked, setPicked] = useState<number[]>(() => [...(innerProps.selectedIds ?? [])]);
  // Professions the chosen discipline leads to (spec 3 list modal), on top of this list.
  const [professionsOf, setProfessionsOf] = useState<number | null>(null);
  const close = onClose;

  const searchTerm = readOnly ? '' : debouncedSearch;
  const programs = portal.data?.programs;
  const filtered = useMemo(
    () => (programs ? filterPickerPrograms(programs, { kind, disciplineId, search: searchTerm }) : []),
    [programs, kind, disciplineId, searchTerm],
  );

  const header = (
    <ModalHeader
      title={t('select.title')}
      subtitle={
        !readOnly && (
          <Text size="sm" c="dimmed" data-testid="program-select-count">
            {t('select.selectedCount', { count: picked.length, limit })}
          </Text>
        )
      }
      closeLabel={t('deck.close')}
      onClose={close}
    />
  );
  if (portal.isPending) return <ModalLoading header={header} label={t('loading')} />;
  if (portal.isError) return <ModalLoadError header={header} error={portal.error} />;

  return (
    <Stack gap="sm" data-testid="program-select-modal">
      {header}
      <SegmentedChoice
        fullWidth
        aria-label={t('select.typeLabel')}
        value={kind}
        onChange={(value) => setKind(value === 'eapp' ? 'eapp' : 'jupas')}
        data={[
          { value: 'jupas', label: t('select.jupas') },
          { value: 'eapp', label: t('select.eapp') },
        ]}
      />
      <Select
        label={t('select.disciplineLabel')}
        placeholder={t('select.allDisciplines')}
        clearable
        searchable
        data={portal.data.disciplines.map((d) => ({ value: String(d.id), label: localName(d, lang) }))}
        value={disciplineId == null ? null : String(disciplineId)}
        onChange={(value) => setDisciplineId(value ? Number(value) : null)}
        comboboxProps={{ withinPortal: true }}
      />
      {disciplineId != null && (
        <Button
          variant="subtle"
          size="xs"
          color="teal"
          onClick={() => setProfessionsOf(disciplineId)}
          data-testid="program-select-professions"
        >
          {t('select.relatedProfessions')}
        </Button>
      )}
      <NestedAdmissionModal
        name="professionList"
        props={professionsOf === null ? null : { disciplineId: professionsOf }}
        onClose={() => setProfessionsOf(null)}
      />
      {!readOnly && (
        <TextInput
          aria-label={t('select.searchLabel')}
          placeholder={t('select.searchPlaceholder')}
          leftSection={<SearchIcon size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      <ProgramRows
        key={`${kind}-${disciplineId}-${searchTerm}`}
        programs={filtered}
        emptyReason={pickerEmptyReason(portal.data.programs, { kind, disciplineId, search: searchTerm })}
        readOnly={readOnly}
        picked={picked}
        limit={limit}
        scores={scores.self}
        onToggle={(programId) => setPicked((list) => togglePicked(list, programId, limit))}
      />
      {!readOnly && (
        <Button
          onClick={() => {
            innerProps.onDone?.(picked);
            close();
          }}
          data-testid="program-select-done"
        >
          {t('select.done')}
        </Button>
      )}
    </Stack>
  );
}

function ProgramRows({
  programs,
  emptyReason,
  readOnly,
  picked,
  limit,
  scores,
  onToggle,
}: {
  programs: PortalProgram[];
  emptyReason: PickerEmptyReason;
  readOnly: boolean;
  picked: readonly number[];
  limit: number;
  scores: ProgramScores | null;
  onToggle: (programId: number) => void;
}) {
  const { t } = useTranslation(NS);
  const [pages, setPages] = useState(1);
  const rows = programPickerRows(programs, pages);
  const hasMore = programPickerHasMore(programs.length, pages);
  // The next page loads when the end of the list comes within 100 px (spec 2 §9).
  const { ref: sentinel, entry } = useIntersection({ rootMargin: '0px 0px 100px 0px' });
  useEffect(() => {
    if (entry?.isIntersecting && hasMore) setPages((p) => p + 1);
  }, [entry?.isIntersecting, hasMore]);

  if (programs.length === 0) {
    return (
      <Stack gap={4} p="md" ta="center" data-testid="program-select-empty">
        <Text c="dimmed">{t('select.empty')}</Text>
        <Text size="sm" c="dimmed" data-testid="program-select-empty-reason">
          {t(`select.emptyReason.${emptyReason}`)}
        </Text>
      </Stack>
    );
  }
  const full = picked.length >= limit;
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {t('select.shown', { shown: rows.length, total: programs.length })}
      </Text>
      {rows.map((program) => {
        const score = scores?.get(program.id);
        const isPicked = picked.includes(program.id);
        return (
          <ProgramRow
            key={program.id}
            program={program}
            readOnly={readOnly}
            picked={isPicked}
            disabled={!isPicked && (full || !meetsRequirements(score))}
            requirementsMet={meetsRequirements(score)}
            onToggle={onToggle}
          />
        );
      })}
      {hasMore && <div ref={sentinel} style={{ height: 1 }} />}
      {!hasMore && programs.length > PROGRAM_PICKER_CAP && (
        <Text size="xs" c="dimmed">
          {t('select.capped', { cap: PROGRAM_PICKER_CAP })}
        </Text>
      )}
    </Stack>
  );
}

const ProgramRow = memo(function ProgramRow({
  program,
  readOnly,
  picked,
  disabled,
  requirementsMet,
  onToggle,
}: {
  program: PortalProgram;
  readOnly: boolean;
  picked: boolean;
  disabled: boolean;
  requirementsMet: boolean;
  onToggle: (programId: number) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const name = localName(program, lang);
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="program-select-row">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {!readOnly && (
          <Checkbox
            mt={4}
            checked={picked}
            disabled={disabled}
            onChange={() => onToggle(program.id)}
            aria-label={t('select.choose', { name })}
          />
        )}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600}>
            {program.jupasCode} · {program.institutionNameShort}
          </Text>
          <Text size="sm">{name}</Text>
          {!requirementsMet && (
            <Text size="xs" c="red.8">
              {t('select.requirementsNotMet')}
            </Text>
          )}
          <Group gap="md">
            {program.jupasUrl && (
              <Anchor href={program.jupasUrl} target="_blank" rel="noopener noreferrer" size="xs">
                <Group gap={4} wrap="nowrap" component="span">
                  {t(program.programType === 'jupas' ? 'select.jupasLink' : 'select.eappLink')}
                  <ExternalIcon size={12} />
                </Group>
              </Anchor>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
});
