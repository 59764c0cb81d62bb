import {
  ActionIcon,
  Button,
  Chip,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useIntersection } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  filterProfessions,
  type MatchReason,
  normaliseKeyword,
  orderByReaction,
  PROFESSION_DEMO_LIMIT,
  PROFESSION_PAGE_DELAY_MS,
  PROFESSION_PAGE_SIZE,
  type ProfessionReaction,
} from '@waypoint/domain';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useSession } from '@/shared/session';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { cardPage, type ExplorerState, type FilterKind, toDomainFilter } from './explorer-state';
import { ThumbIcon } from './icons';
import { NS } from './locales';
import { useInterestRanking, useReasonText } from './use-interest';
import { type Catalogue, type ProfessionItem, useReactToProfession, useUserLists } from './use-professions';

type Reaction = 'like' | 'dislike' | null;

/** How the select modal chooses: which are chosen already, and what choosing one does. */
export interface ProfessionPick {
  isPicked: (professionId: number) => boolean;
  onPick: (professionId: number) => void;
}

/**
 * Spec 3 §2 "Profession select modal", as the body of /professions (and of ProfessionSelectModal): filters (all, like, dislike, random,
 * search, a sector as the question option), search by English or Chinese name, cards 10 a view or a list
 * 20 at a time with infinite scroll, thumbs up and down, details. Demo mode shows 2 items.
 */
export function ProfessionExplorer({
  catalogue,
  demo = false,
  onOpen,
  pick,
}: {
  catalogue: Catalogue;
  demo?: boolean;
  onOpen: (professionId: number) => void;
  /** Select mode (the profession select modal): each card gets a Choose button. */
  pick?: ProfessionPick | undefined;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const { user } = useSession();
  const lists = useUserLists();
  const react = useReactToProfession();
  const [state, setState] = useState<ExplorerState>({ kind: 'all', keyword: '', sectorId: null, seed: 1 });
  const [layout, setLayout] = useState<'cards' | 'list'>('cards');
  // Thumbs change on screen at once; the server's lists replace them when they arrive.
  const [local, setLocal] = useState<Map<number, Reaction>>(new Map());

  const reactions: ProfessionReaction[] = useMemo(() => {
    const fromServer = lists.data?.reactions ?? [];
    const merged = new Map(fromServer.map((r) => [r.professionId, r]));
    let front = Math.min(0, ...fromServer.map((r) => r.order));
    for (const [professionId, reaction] of local) {
      const before = merged.get(professionId);
      const order = reaction === 'like' && before?.reaction !== 'like' ? --front : (before?.order ?? 0);
      merged.set(professionId, { professionId, reaction, order });
    }
    return [...merged.values()];
  }, [lists.data, local]);
  const reactionOf = useMemo(() => new Map(reactions.map((r) => [r.professionId, r.reaction])), [reactions]);

  const segmentsBySector = useMemo(() => {
    const map = new Map<number, number[]>();
    for (const s of catalogue.segments) map.set(s.sectorId, [...(map.get(s.sectorId) ?? []), s.id]);
    return map;
  }, [catalogue.segments]);
  // Beyond the spec: with a saved interest profile, 'For you' (the first view) ranks by fit.
  const ranking = useInterestRanking(catalogue, lists.data);
  const chose = useRef(false);
  useEffect(() => {
    if (ranking && !chose.current) setState((s) => (s.kind === 'all' ? { ...s, kind: 'forYou' } : s));
  }, [ranking]);
  const reasonsById = useMemo(
    () => new Map((ranking ?? []).map((m) => [m.id, m.reasons] as const)),
    [ranking],
  );
  const shown = useMemo(() => {
    if (state.kind === 'forYou' && ranking) {
      const byId = new Map(catalogue.professions.map((p) => [p.id, p]));
      const ranked = ranking.flatMap((m) => byId.get(m.id) ?? []);
      const ordered = orderByReaction(ranked, reactions);
      return demo ? ordered.slice(0, PROFESSION_DEMO_LIMIT) : ordered;
    }
    return filterProfessions(
      catalogue.professions,
      toDomainFilter(state, (id) => segmentsBySector.get(id) ?? []),
      reactions,
      { demo },
    );
  }, [catalogue.professions, state, segmentsBySector, reactions, demo, ranking]);

  // Search keywords are recorded (spec 3 §2) once typing pauses, once per keyword, for signed-in people.
  const recordKeyword = useMutation(trpc.professions.insertProfessionSearchKeywordRecord.mutationOptions());
  const [settledKeyword] = useDebouncedValue(normaliseKeyword(state.keyword), 1000);
  const recorded = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires when the settled keyword changes.
  useEffect(() => {
    if (user === null || settledKeyword === '' || recorded.current.has(settledKeyword)) return;
    recorded.current.add(settledKeyword);
    recordKeyword.mutate({ keyword: settledKeyword });
  }, [settledKeyword, user]);

  const setReaction = (professionId: number, reaction: Reaction) => {
    setLocal((m) => new Map(m).set(professionId, reaction));
    react.mutate(
      {
        userProfessions: [
          {
            professionId,
            reaction,
            appState: { selectedOption: state.kind, searchKeyword: normaliseKeyword(state.keyword) || null },
          },
        ],
      },
      {
        onSuccess: () =>
          setLocal((m) => {
            const next = new Map(m);
            next.delete(professionId);
            return next;
          }),
        onError: () => {
          setLocal((m) => {
            const next = new Map(m);
            next.delete(professionId);
            return next;
          });
          notifications.show({ color: 'red', message: t('saveFailed'), autoClose: 3000 });
        },
      },
    );
  };

  const kinds: FilterKind[] = [
    ...(ranking ? (['forYou'] as const) : []),
    ...(user
      ? (['all', 'like', 'dislike', 'random', 'search'] as const)
      : (['all', 'random', 'search'] as const)),
  ];
  const segmentedValue = state.kind === 'sector' ? 'all' : state.kind;
  const listKey = `${state.kind}-${state.sectorId}-${state.keyword}-${state.seed}`;

  return (
    <Stack gap="sm" data-testid="profession-explorer">
      <TextInput
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={state.keyword}
        onChange={(event) => {
          const keyword = event.currentTarget.value;
          setState((s) => ({
            ...s,
            keyword,
            kind: keyword.trim() ? 'search' : s.kind === 'search' ? 'all' : s.kind,
          }));
        }}
        data-testid="profession-search"
      />
      <SegmentedChoice
        fullWidth
        aria-label={t('filtersLabel')}
        value={segmentedValue}
        onChange={(value) => {
          chose.current = true;
          setState((s) => ({
            ...s,
            kind: value as FilterKind,
            sectorId: null,
            // Random reshuffles each time it is chosen.
            seed: value === 'random' ? Math.floor(Math.random() * 2 ** 31) + 1 : s.seed,
          }));
        }}
        data={kinds.map((value) => ({ value, label: t(`filters.${value}`) }))}
        data-testid="profession-filters"
      />
      <Text size="sm" fw={600}>
        {t('sectorQuestion')}
      </Text>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Chip.Group
          value={state.sectorId === null ? '' : String(state.sectorId)}
          onChange={(value) =>
            setState((s) => ({
              ...s,
              kind: value ? 'sector' : 'all',
              sectorId: value ? Number(value) : null,
            }))
          }
        >
          <Group gap={6} wrap="nowrap" role="group" aria-label={t('sectorQuestion')}>
            {catalogue.sectors.map((sector) => (
              <Chip key={sector.id} value={String(sector.id)} size="xs">
                {localName(sector, lang)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="profession-count">
          {t('count', { count: shown.length })}
        </Text>
        <SegmentedChoice
          size="xs"
          aria-label={t('layoutLabel')}
          value={layout}
          onChange={(v) => setLayout(v as 'cards' | 'list')}
          data={[
            { value: 'cards', label: t('layout.cards') },
            { value: 'list', label: t('layout.list') },
          ]}
        />
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" p="md">
          {t('empty')}
        </Text>
      ) : layout === 'cards' ? (
        <ProfessionCards
          key={listKey}
          items={shown}
          reactionOf={reactionOf}
          reasonsOf={state.kind === 'forYou' ? reasonsById : undefined}
          canReact={user !== null}
          onReact={setReaction}
          onOpen={onOpen}
          pick={pick}
        />
      ) : (
        <ProfessionRows
          key={listKey}
          items={shown}
          reactionOf={reactionOf}
          reasonsOf={state.kind === 'forYou' ? reasonsById : undefined}
          canReact={user !== null}
          onReact={setReaction}
          onOpen={onOpen}
          pick={pick}
        />
      )}
      <Text size="xs" c="dimmed">
        {t('disclaimer')}
      </Text>
    </Stack>
  );
}

interface ListProps {
  items: ProfessionItem[];
  reactionOf: ReadonlyMap<number, Reaction>;
  /** 'For you': why each profession matches. */
  reasonsOf?: ReadonlyMap<number, readonly MatchReason[]> | undefined;
  canReact: boolean;
  onReact: (id: number, reaction: Reaction) => void;
  onOpen: (id: number) => void;
  pick?: ProfessionPick | undefined;
}

function ProfessionCards({ items, reactionOf, reasonsOf, canReact, onReact, onOpen, pick }: ListProps) {
  const { t } = useTranslation(NS);
  const [view, setView] = useState(0);
  const page = cardPage(items, view);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {page.items.map((p) => (
          <ProfessionCard
            key={p.id}
            profession={p}
            reaction={reactionOf.get(p.id) ?? null}
            reasons={reasonsOf?.get(p.id)}
            canReact={canReact}
            onReact={onReact}
            onOpen={onOpen}
            pick={pick}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" disabled={!page.hasPrevious} onClick={() => setView(page.view - 1)}>
          {t('previous')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('view', { page: page.view + 1, pages: page.pages })}
        </Text>
        <Button variant="default" disabled={!page.hasMore} onClick={() => setView(page.view + 1)}>
          {t('more')}
        </Button>
      </Group>
    </Stack>
  );
}

/** 20 rows first, 20 more each time the end comes within 100 px, after 500 ms (spec 3 §9). */
function ProfessionRows({ items, reactionOf, reasonsOf, canReact, onReact, onOpen, pick }: ListProps) {
  const [rows, setRows] = useState(PROFESSION_PAGE_SIZE);
  const { ref: sentinel, entry } = useIntersection({ rootMargin: '0px 0px 100px 0px' });
  useEffect(() => {
    if (!entry?.isIntersecting || rows >= items.length) return;
    const timer = setTimeout(() => setRows((n) => n + PROFESSION_PAGE_SIZE), PROFESSION_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [entry?.isIntersecting, rows, items.length]);
  return (
    <Stack gap={6} data-testid="profession-rows">
      {items.slice(0, rows).map((p) => (
        <ProfessionCard
          key={p.id}
          profession={p}
          reaction={reactionOf.get(p.id) ?? null}
          reasons={reasonsOf?.get(p.id)}
          canReact={canReact}
          onReact={onReact}
          onOpen={onOpen}
          pick={pick}
          compact
        />
      ))}
      {rows < items.length && <div ref={sentinel} style={{ height: 1 }} />}
    </Stack>
  );
}

const ProfessionCard = memo(function ProfessionCard({
  profession: p,
  reaction,
  reasons,
  canReact,
  onReact,
  onOpen,
  pick,
  compact = false,
}: {
  profession: ProfessionItem;
  reaction: Reaction;
  reasons?: readonly MatchReason[] | undefined;
  canReact: boolean;
  onReact: (id: number, reaction: Reaction) => void;
  onOpen: (id: number) => void;
  pick?: ProfessionPick | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const reasonText = useReasonText();
  const name = localName(p, lang);
  return (
    <Paper
      withBorder
      radius="md"
      p={compact ? 'xs' : 'sm'}
      data-testid="profession-card"
      data-profession-id={p.id}
    >
      {/* Names wrap, never cut ("Commis…", issue 24): on a narrow phone the buttons go under the name. */}
      <Group justify="space-between" wrap="wrap" align="center" gap="xs">
        <Stack
          gap={0}
          style={{ flex: '1 1 9rem', minWidth: 0, cursor: 'pointer' }}
          onClick={() => onOpen(p.id)}
        >
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="profession-name">
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {lang === 'zh-HK' ? p.name : p.nameChi}
          </Text>
          {reasons && reasons.length > 0 && (
            <Text size="xs" c="teal.9" data-testid="profession-reason">
              {reasonText(reasons)}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" ml="auto">
          {canReact && (
            <>
              <ActionIcon
                variant={reaction === 'like' ? 'filled' : 'light'}
                color={reaction === 'like' ? 'green.8' : 'gray'}
                aria-pressed={reaction === 'like'}
                aria-label={t('thumbUp', { name })}
                onClick={() => onReact(p.id, reaction === 'like' ? null : 'like')}
                data-testid="profession-thumb-up"
              >
                <ThumbIcon filled={reaction === 'like'} />
              </ActionIcon>
              <ActionIcon
                variant={reaction === 'dislike' ? 'filled' : 'light'}
                color={reaction === 'dislike' ? 'red.8' : 'gray'}
                aria-pressed={reaction === 'dislike'}
                aria-label={t('thumbDown', { name })}
                onClick={() => onReact(p.id, reaction === 'dislike' ? null : 'dislike')}
                data-testid="profession-thumb-down"
              >
                <ThumbIcon filled={reaction === 'dislike'} down />
              </ActionIcon>
            </>
          )}
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen(p.id)}
            aria-label={t('detailsOf', { name })}
          >
            {t('details')}
          </Button>
          {pick && (
            <Button
              size="xs"
              disabled={pick.isPicked(p.id)}
              onClick={() => pick.onPick(p.id)}
              aria-label={t('pickOf', { name })}
              data-testid="profession-pick"
            >
              {pick.isPicked(p.id) ? t('picked') : t('pick')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
});
