import {
  ActionIcon,
  Button,
  Checkbox,
  Chip,
  Group,
  Image,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { DISCIPLINE_CARDS_PER_VIEW } from '@waypoint/domain';
import { memo, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdmissionModalProps,
  AdmissionModalRendererContext,
  type DisciplineSelectProps,
} from '@/shared/admission-modals';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { type PortalDiscipline, usePortalData } from '@/shared/portal-data';
import { useSession } from '@/shared/session';
import { useRefreshStudentPlans, useStudentPlan } from '@/shared/student-plan';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { ModalLoadError, ModalLoading } from '@/shared/ui/ModalLoadState';
import { NestedAdmissionModal } from '@/shared/ui/NestedAdmissionModal';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import {
  cardView,
  type DisciplineFilters,
  type DisciplineSegment,
  disciplineSegments,
  filterDisciplines,
  likeChangesFromTicks,
  listRowsShown,
} from './discipline-filters';
import { SearchIcon, ThumbUpIcon } from './icons';
import { NS } from './locales';

/**
 * Spec 2 §2 "Discipline select modal": search, segments (Disciplines with group chips, Liked, Search),
 * cards 10 a view with a thumbs-up and a JUPAS button, or a checkbox list with Done (list-select mode).
 * The AI tab draws the AI suggestion steps (features/ai) through the modal renderer. Not here yet: Chosen
 * professions (professions issue).
 */
export default function DisciplineSelectModal({
  innerProps,
  onClose,
}: AdmissionModalProps<DisciplineSelectProps>) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const portal = usePortalData();
  const { user } = useSession();
  const plan = useStudentPlan(innerProps.userId);
  const [filters, setFilters] = useState<DisciplineFilters>({
    segment: 'disciplines',
    groupId: null,
    search: '',
  });
  const close = onClose;
  // The JUPAS button of a card: that discipline's programmes, read-only, on top of the cards.
  const [programsOf, setProgramsOf] = useState<number | null>(null);
  // The Professions button of a card: the professions that discipline leads to (spec 3 list modal).
  const [professionsOf, setProfessionsOf] = useState<number | null>(null);

  // Likes change here at once (thumbs-up) and are saved in the background.
  const [reactions, setReactions] = useState<Map<number, string | null> | null>(null);
  const loadedReactions = useMemo(
    () => new Map((plan.data?.disciplines ?? []).map((d) => [d.disciplineId, d.reaction] as const)),
    [plan.data],
  );
  const current = reactions ?? loadedReactions;
  const liked = useMemo(
    () =>
      new Set(
        [...current].filter(([, reaction]) => reaction === 'like').map(([disciplineId]) => disciplineId),
      ),
    [current],
  );
  const canReact = !innerProps.readOnly && user !== null && (plan.data?.viewer.isSelf ?? false);

  const renderModal = useContext(AdmissionModalRendererContext);
  const segments = disciplineSegments(liked.size > 0, user !== null && !innerProps.listSelect);
  const segment: DisciplineSegment = segments.includes(filters.segment) ? filters.segment : 'disciplines';
  const disciplines = portal.data?.disciplines ?? [];
  const shown = useMemo(
    () => filterDisciplines(disciplines, { ...filters, segment }, liked),
    [disciplines, filters, segment, liked],
  );

  const trpc = useTRPC();
  const refreshPlans = useRefreshStudentPlans();
  const save = useMutation({
    ...trpc.admission.upsertUserDisciplines.mutationOptions(),
    onSuccess: () => void refreshPlans(),
    onError: () => {
      setReactions(null);
      notifications.show({ color: 'red', message: t('saveFailed'), autoClose: 3000 });
    },
  });
  const saveReactions = (changes: { disciplineId: number; reaction: 'like' | null }[]) => {
    if (changes.length === 0) return Promise.resolve();
    setReactions((map) => {
      const next = new Map(map ?? loadedReactions);
      for (const change of changes) next.set(change.disciplineId, change.reaction);
      return next;
    });
    return save.mutateAsync({
      userId: innerProps.userId,
      disciplines: changes.map((c) => ({ disciplineId: c.disciplineId, reaction: c.reaction })),
    });
  };
  const toggleLike = (disciplineId: number) =>
    void saveReactions([{ disciplineId, reaction: liked.has(disciplineId) ? null : 'like' }]).catch(() => {});

  const header = <ModalHeader title={t('title')} closeLabel={t('close')} onClose={close} />;
  if (portal.isPending) return <ModalLoading header={header} label={t('loading')} />;
  if (portal.isError) return <ModalLoadError header={header} error={portal.error} />;

  return (
    <Stack gap="sm" data-testid="discipline-select-modal">
      {header}
      <TextInput
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        leftSection={<SearchIcon size={16} />}
        value={filters.search}
        onChange={(event) => {
          const search = event.currentTarget.value;
          setFilters((f) => ({ ...f, search, segment: search.trim() ? 'search' : f.segment }));
        }}
      />
      <SegmentedChoice
        fullWidth
        aria-label={t('segmentsLabel')}
        value={segment}
        onChange={(value) => setFilters((f) => ({ ...f, segment: value as DisciplineSegment }))}
        data={segments.map((value) => ({ value, label: t(`segments.${value}`) }))}
      />
      {segment === 'disciplines' && (
        <ScrollArea type="never" offsetScrollbars={false}>
          <Chip.Group
            value={filters.groupId == null ? 'all' : String(filters.groupId)}
            onChange={(value) =>
              setFilters((f) => ({ ...f, groupId: value === 'all' ? null : Number(value) }))
            }
          >
            <Group gap={6} wrap="nowrap" aria-label={t('groupsLabel')} role="group">
              <Chip value="all" size="sm">
                {t('allGroups')}
              </Chip>
              {portal.data.disciplineGroups.map((group) => (
                <Chip key={group.id} value={String(group.id)} size="sm">
                  {localName(group, lang)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
      {segment === 'ai' ? (
        renderModal?.(
          'aiSuggest',
          { kind: 'disciplines', userId: innerProps.userId, readOnly: !canReact, embedded: true },
          close,
        )
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" p="md">
          {t('empty')}
        </Text>
      ) : innerProps.listSelect ? (
        <DisciplineChecklist
          key={`${segment}-${filters.groupId}-${filters.search}`}
          disciplines={shown}
          initial={innerProps.selectedIds ?? [...liked]}
          readOnly={Boolean(innerProps.readOnly)}
          saving={save.isPending}
          onDone={async (ticked) => {
            if (innerProps.onDone) innerProps.onDone(ticked);
            else if (canReact) {
              try {
                await saveReactions(likeChangesFromTicks(new Set(ticked), current));
                notifications.show({ color: 'green', message: t('saved'), autoClose: 2000 });
              } catch {
                return;
              }
            }
            close();
          }}
        />
      ) : (
        <DisciplineCards
          key={`${segment}-${filters.groupId}-${filters.search}`}
          disciplines={shown}
          liked={liked}
          canReact={canReact}
          onToggleLike={toggleLike}
          onOpenPrograms={setProgramsOf}
          onOpenProfessions={setProfessionsOf}
        />
      )}
      <Text size="xs" c="dimmed">
        {t('disclaimer')}
      </Text>
      <NestedAdmissionModal
        name="programSelect"
        props={
          programsOf === null ? null : { disciplineId: programsOf, readOnly: true, userId: innerProps.userId }
        }
        onClose={() => setProgramsOf(null)}
      />
      <NestedAdmissionModal
        name="professionList"
        props={professionsOf === null ? null : { disciplineId: professionsOf }}
        onClose={() => setProfessionsOf(null)}
      />
    </Stack>
  );
}

function DisciplineCards({
  disciplines,
  liked,
  canReact,
  onToggleLike,
  onOpenPrograms,
  onOpenProfessions,
}: {
  disciplines: PortalDiscipline[];
  liked: ReadonlySet<number>;
  canReact: boolean;
  onToggleLike: (id: number) => void;
  onOpenPrograms: (id: number) => void;
  onOpenProfessions: (id: number) => void;
}) {
  const { t } = useTranslation(NS);
  const [view, setView] = useState(0);
  const page = cardView(disciplines, view);
  const from = page.start + 1;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {page.items.map((discipline) => (
          <DisciplineCard
            key={discipline.id}
            discipline={discipline}
            liked={liked.has(discipline.id)}
            canReact={canReact}
            onToggleLike={onToggleLike}
            onOpenPrograms={onOpenPrograms}
            onOpenProfessions={onOpenProfessions}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={!page.hasPrevious}
          onClick={() => setView(Math.max(0, page.start / DISCIPLINE_CARDS_PER_VIEW - 1))}
        >
          {t('previous')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('view', { from, to: from + page.items.length - 1, total: disciplines.length })}
        </Text>
        <Button
          variant="default"
          disabled={!page.hasMore}
          onClick={() => setView(page.start / DISCIPLINE_CARDS_PER_VIEW + 1)}
        >
          {t('more')}
        </Button>
      </Group>
    </Stack>
  );
}

const DisciplineCard = memo(function DisciplineCard({
  discipline,
  liked,
  canReact,
  onToggleLike,
  onOpenPrograms,
  onOpenProfessions,
}: {
  discipline: PortalDiscipline;
  liked: boolean;
  canReact: boolean;
  onToggleLike: (id: number) => void;
  onOpenPrograms: (id: number) => void;
  onOpenProfessions: (id: number) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const name = localName(discipline, lang);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="discipline-card">
      {discipline.imageLink && (
        <Image src={discipline.imageLink} alt="" h={96} radius="sm" mb="xs" fit="cover" loading="lazy" />
      )}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          <Text size="xs" c="dimmed">
            {localName({ name: discipline.groupName, nameChi: discipline.groupNameChi }, lang)} ·{' '}
            {t('programCount', { count: discipline.programCount })}
          </Text>
        </Stack>
        <ActionIcon
          variant={liked ? 'filled' : 'light'}
          color={liked ? 'green.8' : 'gray'}
          size="lg"
          disabled={!canReact}
          aria-pressed={liked}
          aria-label={t(liked ? 'unlike' : 'like', { name })}
          onClick={() => onToggleLike(discipline.id)}
        >
          <ThumbUpIcon size={18} filled={liked} />
        </ActionIcon>
      </Group>
      <Group mt="xs" gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpenPrograms(discipline.id)}
          aria-label={t('jupasLabel', { name })}
        >
          {t('jupas')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="teal"
          onClick={() => onOpenProfessions(discipline.id)}
          aria-label={t('professionsLabel', { name })}
          data-testid="discipline-professions"
        >
          {t('professions')}
        </Button>
      </Group>
    </Paper>
  );
});

function DisciplineChecklist({
  disciplines,
  initial,
  readOnly,
  saving,
  onDone,
}: {
  disciplines: PortalDiscipline[];
  initial: readonly number[];
  readOnly: boolean;
  saving: boolean;
  onDone: (ticked: number[]) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const [ticked, setTicked] = useState<number[]>([...initial]);
  const [pages, setPages] = useState(1);
  const shownCount = listRowsShown(disciplines.length, pages);
  const { ref: sentinel, entry } = useIntersection({ rootMargin: '0px 0px 100px 0px' });
  useEffect(() => {
    if (entry?.isIntersecting && shownCount < disciplines.length) setPages((p) => p + 1);
  }, [entry?.isIntersecting, shownCount, disciplines.length]);

  return (
    <Stack gap="sm">
      <Stack gap={6}>
        {disciplines.slice(0, shownCount).map((discipline) => (
          <Checkbox
            key={discipline.id}
            label={localName(discipline, lang)}
            description={t('programCount', { count: discipline.programCount })}
            checked={ticked.includes(discipline.id)}
            disabled={readOnly}
            onChange={() =>
              setTicked((list) =>
                list.includes(discipline.id)
                  ? list.filter((x) => x !== discipline.id)
                  : [...list, discipline.id],
              )
            }
          />
        ))}
        {shownCount < disciplines.length && <div ref={sentinel} style={{ height: 1 }} />}
      </Stack>
      {!readOnly && (
        <Button onClick={() => onDone(ticked)} loading={saving}>
          {t('done')}
        </Button>
      )}
    </Stack>
  );
}
