import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { DECK_LIMIT } from '@waypoint/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdmissionModalProps, ProgramDeckMode, ProgramDeckProps } from '@/shared/admission-modals';
import { errorMessage, useTRPCClient } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { LANGS } from '@/shared/i18n';
import { type PortalData, portalLookups, usePortalData } from '@/shared/portal-data';
import { type StudentScores, useStudentScores } from '@/shared/scores';
import { useSession } from '@/shared/session';
import { type StudentPlan, useRefreshStudentPlans, useStudentPlan } from '@/shared/student-plan';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { ModalLoadError, ModalLoading } from '@/shared/ui/ModalLoadState';
import { NestedAdmissionModal } from '@/shared/ui/NestedAdmissionModal';
import { AdvertisementBanner } from './AdvertisementBanner';
import { DeckCarousel } from './DeckCarousel';
import { DeckFiltersBar } from './DeckFiltersBar';
import { type DeckFilters, deckSegments, filterDeckPrograms, initialDeckFilters } from './deck-filters';
import {
  hasUnsavedChanges,
  likedIds,
  type Reaction,
  type ReactionMap,
  reactionChanges,
  reactionMapOf,
  sameSelection,
  toggleReaction,
  toggleSelection,
} from './deck-selection';
import { NS } from './locales';

interface DeckState {
  selected: readonly number[];
  reactions: ReactionMap;
}

const EMPTY_STATE: DeckState = { selected: [], reactions: new Map() };
const NO_LIKES: ReadonlySet<number> = new Set();

function stateOfPlan(plan: StudentPlan | undefined): DeckState {
  if (!plan) return EMPTY_STATE;
  return {
    selected: [...plan.choices].sort((a, b) => a.order - b.order).map((c) => c.programId),
    reactions: reactionMapOf(plan.programs),
  };
}

/**
 * The read-only and demo decks need no plan; the others wait for it (who is looking decides the mode).
 * A visitor, or someone who may not change this plan, gets the read-only deck.
 */
function effectiveMode(
  requested: ProgramDeckMode,
  plan: StudentPlan | undefined,
  signedIn: boolean,
): ProgramDeckMode {
  if (requested === 'demo' || requested === 'readOnly') return requested;
  if (!signedIn || !plan?.viewer.canEditChoices) return 'readOnly';
  return requested;
}

/** Spec 2 §2 "Programme deck modal". */
export default function ProgramDeckModal({ innerProps, onClose }: AdmissionModalProps<ProgramDeckProps>) {
  const { t } = useTranslation(NS);
  const portal = usePortalData();
  const { user, loading: sessionLoading } = useSession();
  const requested = innerProps.mode ?? 'select';
  const plan = useStudentPlan(innerProps.userId, { enabled: requested !== 'demo' });
  const close = onClose;

  const waitingForPlan = requested !== 'demo' && (sessionLoading || (user !== null && plan.isPending));
  const header = (
    <ModalHeader
      title={t(innerProps.ab3Mode ? 'deck.titleAb3' : 'deck.title')}
      closeLabel={t('deck.close')}
      onClose={close}
    />
  );
  if (portal.isPending || waitingForPlan) return <ModalLoading header={header} label={t('loading')} />;
  if (portal.isError || (requested !== 'demo' && plan.isError))
    return <ModalLoadError header={header} error={portal.error ?? plan.error} />;
  const mode = effectiveMode(requested, plan.data, user !== null);
  return (
    <Deck
      portal={portal.data}
      plan={mode === 'demo' ? undefined : plan.data}
      mode={mode}
      props={innerProps}
      isAdmin={user?.isAdmin ?? false}
      close={close}
    />
  );
}

interface DeckProps {
  portal: PortalData;
  plan: StudentPlan | undefined;
  mode: ProgramDeckMode;
  props: ProgramDeckProps;
  isAdmin: boolean;
  close: () => void;
}

function Deck({ portal, plan, mode, props, isAdmin, close }: DeckProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const lookups = portalLookups(portal);
  const scores = useStudentScores(plan);
  const viewingTarget = plan ? !plan.viewer.isSelf : false;
  const schoolHidden = plan?.grades.some((g) => g.source === 'schoolPredict' && g.hidden) ?? false;

  // What was loaded, and what the student has changed since (null: nothing yet).
  const base = useMemo(() => stateOfPlan(plan), [plan]);
  const [draft, setDraft] = useState<DeckState | null>(null);
  const state = draft ?? base;
  const dirty = mode !== 'demo' && mode !== 'readOnly' && draft !== null && hasUnsavedChanges(base, draft);
  const canReact = mode !== 'readOnly';

  const target =
    props.targetDisciplineId != null ? lookups.disciplineById.get(props.targetDisciplineId) : undefined;
  const [filters, setFilters] = useState<DeckFilters>(() => initialDeckFilters(target ?? null));
  const liked = useMemo(() => likedIds(state.reactions), [state.reactions]);
  const segments = deckSegments(liked.size > 0);
  // The Liked segment goes when the last like is removed; the deck falls back to Disciplines.
  const activeFilters: DeckFilters = segments.includes(filters.segment)
    ? filters
    : { ...filters, segment: 'disciplines' };

  // The list follows the search after a pause in typing, not at every key.
  const [search] = useDebouncedValue(activeFilters.search, 200);
  const { segment, disciplineGroupId, disciplineId, institutionId, achievability } = activeFilters;
  const listFilters = useMemo(
    () => ({ segment, disciplineGroupId, disciplineId, institutionId, achievability, search }),
    [segment, disciplineGroupId, disciplineId, institutionId, achievability, search],
  );
  const achievable = useMemo(
    () => achievableSet(activeFilters.achievability, scores),
    [activeFilters.achievability, scores],
  );
  // The liked set matters only to the Liked segment: a like elsewhere must not reshuffle the deck.
  const likedForList = segment === 'liked' ? liked : NO_LIKES;
  const cards = useMemo(
    () =>
      filterDeckPrograms(portal.programs, listFilters, {
        liked: likedForList,
        disciplineIdsOfGroup: (groupId) => lookups.disciplineGroupById.get(groupId)?.disciplineIds ?? [],
        achievable,
        demo: mode === 'demo',
      }),
    [portal.programs, listFilters, likedForList, achievable, mode, lookups],
  );

  const updateFilters = useCallback(
    (patch: Partial<DeckFilters>) => setFilters((f) => ({ ...f, ...patch })),
    [],
  );

  const onToggleSelect = useCallback(
    (programId: number) => {
      setDraft((current) => {
        const from = current ?? base;
        const result = toggleSelection(from.selected, programId, DECK_LIMIT);
        if (result.refused) {
          notifications.show({
            color: 'yellow',
            message: t('deck.limitReached', { limit: DECK_LIMIT }),
            autoClose: 3000,
          });
          return current;
        }
        return { ...from, selected: result.selected };
      });
    },
    [base, t],
  );
  const onReact = useCallback(
    (programId: number, reaction: Reaction) =>
      setDraft((current) => {
        const from = current ?? base;
        return { ...from, reactions: toggleReaction(from.reactions, programId, reaction) };
      }),
    [base],
  );

  const client = useTRPCClient();
  const refreshPlans = useRefreshStudentPlans();
  const save = useMutation({
    mutationFn: async (next: DeckState) => {
      const changes = reactionChanges(base.reactions, next.reactions);
      if (changes.length > 0) {
        await client.admission.upsertUserPrograms.mutate({ userId: props.userId, programs: changes });
      }
      if (mode === 'select' && !sameSelection(base.selected, next.selected)) {
        await client.admission.saveUserChoices.mutate({
          userId: props.userId,
          programIds: [...next.selected],
        });
      }
    },
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('deck.saved'), autoClose: 2000 });
      await refreshPlans();
      props.onSaved?.();
      close();
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: errorMessage(error, t('deck.saveFailed')),
        autoClose: 3000,
      }),
  });

  const onPick = useCallback(
    (programId: number) => {
      // Reactions changed before picking are kept; the pick itself is the caller's to save.
      if (draft && reactionChanges(base.reactions, draft.reactions).length > 0) {
        void client.admission.upsertUserPrograms
          .mutate({ userId: props.userId, programs: reactionChanges(base.reactions, draft.reactions) })
          .then(refreshPlans)
          .catch(() => notifications.show({ color: 'red', message: t('deck.saveFailed'), autoClose: 3000 }));
      }
      props.onPick?.(programId);
      close();
    },
    [draft, base, client, props, refreshPlans, close, t],
  );

  // Spec 2 §4/§8: leaving with unsaved changes asks first, in both languages.
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const [reportProgramId, setReportProgramId] = useState<number | null>(null);
  const requestClose = useCallback(() => {
    if (dirty) setConfirmingLeave(true);
    else close();
  }, [dirty, close]);

  // The deck's own Escape (Mantine's is off so that it can ask first); a modal on top handles its own.
  const onTop = confirmingLeave || reportProgramId !== null;
  useEffect(() => {
    if (onTop) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') requestClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [requestClose, onTop]);

  const discipline =
    activeFilters.segment === 'disciplines' && activeFilters.disciplineId != null
      ? lookups.disciplineById.get(activeFilters.disciplineId)
      : undefined;
  const initialProgramId = useRef(props.initialProgramId);
  const orderOf = useMemo(
    () => new Map(state.selected.map((programId, i) => [programId, i + 1])),
    [state.selected],
  );

  return (
    <Stack gap="sm" data-testid="program-deck" data-mode={mode}>
      <ModalHeader
        title={t(props.ab3Mode ? 'deck.titleAb3' : 'deck.title')}
        subtitle={
          mode !== 'singleSelect' && (
            <Text size="sm" c="dimmed" data-testid="deck-counter">
              {t('deck.counter', { count: state.selected.length, limit: DECK_LIMIT })}
            </Text>
          )
        }
        actions={
          dirty && (
            <Button
              size="xs"
              onClick={() => save.mutate(state)}
              loading={save.isPending}
              data-testid="deck-save"
            >
              {t('deck.save')}
            </Button>
          )
        }
        closeLabel={t('deck.close')}
        onClose={requestClose}
      />
      {mode === 'demo' && (
        <Text size="xs" c="dimmed">
          {t('deck.demoNote')}
        </Text>
      )}
      {mode === 'readOnly' && (
        <Text size="xs" c="dimmed">
          {t('deck.readOnlyNote')}
        </Text>
      )}
      {mode !== 'demo' && (
        <DeckFiltersBar
          portal={portal}
          filters={activeFilters}
          segments={segments}
          viewingTarget={viewingTarget}
          hasSelfGrades={scores.self !== null}
          hasSchoolGrades={scores.school !== null}
          onChange={updateFilters}
        />
      )}
      {discipline && (
        <AdvertisementBanner
          advertisement={lookups.advertisementFor(discipline.id)}
          disciplineId={discipline.id}
          disciplineGroupId={discipline.disciplineGroupId}
          disciplineName={localName(discipline, lang)}
          showPlaceholder={isAdmin}
        />
      )}
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="deck-matching">
        {t('deck.matching', { count: cards.length })}
      </Text>
      {cards.length === 0 ? (
        <Text ta="center" p="lg" c="dimmed">
          {t('deck.empty')}
        </Text>
      ) : (
        <DeckCarousel
          // A new list starts a new carousel at its first card (or the card asked for on opening).
          key={`${filterKey(listFilters)}|${likedForList.size}`}
          cards={cards}
          initialProgramId={initialProgramId.current}
          institutionName={(institutionId) => {
            const institution = lookups.institutionById.get(institutionId);
            return institution ? localName(institution, lang) : '';
          }}
          groupName={(groupId) => {
            const group = groupId == null ? undefined : lookups.disciplineGroupById.get(groupId);
            return group ? localName(group, lang) : null;
          }}
          scores={scores}
          schoolHidden={schoolHidden}
          viewingTarget={viewingTarget}
          selected={state.selected}
          orderOf={orderOf}
          reactions={state.reactions}
          canReact={canReact}
          action={mode === 'singleSelect' ? 'pick' : mode === 'readOnly' ? 'none' : 'toggle'}
          onToggleSelect={onToggleSelect}
          onPick={onPick}
          onReact={onReact}
          onReport={setReportProgramId}
        />
      )}
      <LeaveConfirm opened={confirmingLeave} onStay={() => setConfirmingLeave(false)} onLeave={close} />
      <NestedAdmissionModal
        name="reportProgramIssue"
        props={reportProgramId === null ? null : { programId: reportProgramId }}
        onClose={() => setReportProgramId(null)}
        size="md"
      />
    </Stack>
  );
}

/** 'Are you sure to leave without saving?' in the reader's language, with the other language beneath. */
function LeaveConfirm({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const lang = useLang();
  const other = LANGS.find((l) => l !== lang) ?? lang;
  return (
    <Modal opened={opened} onClose={onStay} withCloseButton={false} centered size="sm" zIndex={260}>
      <Stack gap="md" data-testid="deck-leave-confirm">
        <Stack gap={4}>
          <Text fw={600}>{t('deck.leaveConfirm')}</Text>
          <Text size="sm" c="dimmed" lang={other}>
            {i18n.getFixedT(other, NS)('deck.leaveConfirm')}
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-testid="deck-stay" data-autofocus>
            {t('deck.stay')}
          </Button>
          <Button color="red" onClick={onLeave} data-testid="deck-leave">
            {t('deck.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function achievableSet(
  filter: DeckFilters['achievability'],
  scores: StudentScores,
): ReadonlySet<number> | null {
  const map =
    filter === 'self'
      ? scores.self
      : filter === 'selfPlusOne'
        ? scores.selfPlusOne
        : filter === 'school'
          ? scores.school
          : null;
  if (!map) return null;
  const ids = new Set<number>();
  for (const [programId, score] of map) if (score.achievable) ids.add(programId);
  return ids;
}

function filterKey(filters: DeckFilters): string {
  return [
    filters.segment,
    filters.disciplineGroupId,
    filters.disciplineId,
    filters.institutionId,
    filters.segment === 'search' ? filters.search.trim().toLowerCase() : '',
    filters.achievability,
  ].join('|');
}
