import {
  Badge,
  Button,
  Center,
  Checkbox,
  Chip,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  canRejectSelection,
  hasConfirmedNomination,
  isApplied,
  isVerifiedStudent,
  nominationBlock,
  nominationSeatShortfall,
  STUDENT_LIST_PAGE,
} from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { CheckIcon } from '@/shared/ui/icons';
import { TimedLoadingOverlay } from '@/shared/ui/TimedLoadingOverlay';
import { NS } from './locales';

const NOMINATION_TIMEOUT_MS = 60_000;

/** The session being nominated to, as the events router describes it. */
export interface NominationSession {
  id: string;
  name: string;
  nameChi: string | null;
  startTime: string;
  /** Seats left (null: no limit); a nomination is a promise of a place, so the selection must fit. */
  remainingSeats?: number | null;
}

interface Props {
  event: NominationSession;
  schoolId: string;
  applicantsOnly?: boolean;
  onClose: () => void;
}

/**
 * Spec 1 §2.3 'For teachers / principals' and spec 2 nominating (event page and school student list): the school's students for this session,
 * ticks for confirmed nominations, checkboxes where the domain allows, 'Confirm nomination?' and (when
 * every selected student had applied) 'Confirm rejection of student applications?'.
 */
export function NominateModal({ event, schoolId, applicantsOnly = false, onClose }: Props) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [onlyApplied, setOnlyApplied] = useState(applicantsOnly);
  const [selected, setSelected] = useState<Map<string, Student>>(new Map());
  const [confirm, setConfirm] = useState<'Yes' | 'No' | null>(null);
  const [shown, setShown] = useState(STUDENT_LIST_PAGE);
  const form = useQuery(trpc.teacher.getTeacherResponses.queryOptions({ sessionId: event.id }));
  const students = useInfiniteQuery(
    trpc.teacher.getUsersBySchoolId.infiniteQueryOptions(
      { schoolId, sessionId: event.id, search: debounced || undefined },
      { getNextPageParam: (last) => last.nextCursor },
    ),
  );
  type Student = NonNullable<typeof students.data>['pages'][number]['items'][number];

  const nominate = useMutation(
    trpc.users.insertNominationRecord.mutationOptions({
      onSuccess: async (_, input) => {
        notifications.show({
          color: 'green',
          message: input.targetResponse === 'Yes' ? t('toast.nomination') : t('toast.response'),
        });
        setSelected(new Map());
        setConfirm(null);
        // Path keys: the student lists are infinite queries, which a plain query key does not reach.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.teacher.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() }),
        ]);
      },
      onError: (error) => {
        setConfirm(null);
        notifications.show({ color: 'red', message: errorMessage(error, t('failed')) });
      },
    }),
  );

  const loaded = students.data?.pages.flatMap((p) => p.items) ?? [];
  const matching = onlyApplied ? loaded.filter((s) => s.events.applied) : loaded;
  const now = new Date();
  const nominationsCount = form.data?.context.nominationsCount ?? 0;
  const blockOf = (s: Student) =>
    nominationBlock({
      event: { startTime: new Date(event.startTime), nominationsCount },
      attendedEarlier: s.attendedEarlier === true,
      selectedCount: selected.size,
      now,
      // The server refuses a student no teacher has verified (decision 018); the row says so first.
      verified: isVerifiedStudent(s.verificationResult),
    });
  const chosen = [...selected.values()];
  const canReject = canRejectSelection(chosen.map((s) => s.sessionResponse ?? null));
  // Applicants already hold their seat (or wait for one); the rest need one each. The server counts exactly.
  const seatsLeft = event.remainingSeats ?? null;
  const shortfall = nominationSeatShortfall({
    remainingSeats: seatsLeft,
    needingSeat: chosen.filter((s) => !isApplied(s.sessionResponse?.response)).length,
  });
  const toggle = (s: Student, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(s.id, s);
      else next.delete(s.id);
      return next;
    });
  const nameOf = (s: Student) =>
    lang === 'zh-HK' && s.chineseName ? s.chineseName : localName({ name: s.fullName, nameChi: null }, lang);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('nominate.title', { event: localName(event, lang) })}
      size="lg"
      centered
    >
      <Stack gap="sm" pos="relative" data-testid="nominate-modal">
        <TimedLoadingOverlay
          active={nominate.isPending}
          message={t('loading')}
          timeoutMs={NOMINATION_TIMEOUT_MS}
        />
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            placeholder={t('nominate.search')}
            aria-label={t('nominate.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="nominate-search"
          />
          <Chip
            checked={onlyApplied}
            onChange={setOnlyApplied}
            size="sm"
            data-testid="nominate-applicants-only"
          >
            {t('nominate.applicantsOnly')}
          </Chip>
        </Group>
        {students.isError ? <ErrorAlert error={students.error} /> : null}
        {students.isPending ? (
          <Center p="md">
            <Loader aria-label={t('loading')} />
          </Center>
        ) : null}
        {!students.isPending && matching.length === 0 ? <Text>{t('nominate.empty')}</Text> : null}
        {matching.slice(0, shown).map((s) => {
          const ticked = hasConfirmedNomination(s.sessionResponse ?? null);
          const block = selected.has(s.id) ? null : blockOf(s);
          return (
            // The whole row toggles its tick: a name is an easier target on a phone than the box.
            <Group
              key={s.id}
              gap="xs"
              wrap="nowrap"
              mih={44}
              style={{ cursor: ticked || block ? undefined : 'pointer' }}
              onClick={(e) => {
                if (ticked || block !== null || (e.target as HTMLElement).closest('input')) return;
                toggle(s, !selected.has(s.id));
              }}
              data-testid={`nominate-row-${s.id}`}
            >
              {ticked ? (
                <CheckIcon
                  size={20}
                  role="img"
                  aria-hidden={false}
                  aria-label={t('nominate.nominated')}
                  data-testid="nominate-tick"
                />
              ) : (
                <Checkbox
                  aria-label={nameOf(s)}
                  checked={selected.has(s.id)}
                  disabled={block !== null}
                  onChange={(e) => toggle(s, e.currentTarget.checked)}
                  data-testid="nominate-check"
                />
              )}
              <Stack gap={0} style={{ flex: 1 }}>
                <Text size="sm" fw={500}>
                  {nameOf(s)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[s.class, s.studentNumber].filter(Boolean).join(' · ')}
                  {block ? ` · ${t(`nominate.blocked.${block}`)}` : ''}
                </Text>
              </Stack>
              <EventBadges events={s.events} />
            </Group>
          );
        })}
        {matching.length > shown || students.hasNextPage ? (
          <Center>
            <Button
              variant="light"
              onClick={() => {
                setShown((n) => n + STUDENT_LIST_PAGE);
                if (shown + STUDENT_LIST_PAGE > matching.length && students.hasNextPage)
                  void students.fetchNextPage();
              }}
            >
              {t('nominate.showMore')}
            </Button>
          </Center>
        ) : null}
        {shortfall ? (
          <Text size="sm" c="red" role="alert" data-testid="nominate-too-many">
            {shortfall.seatsLeft === 0
              ? t('nominate.full')
              : t('nominate.tooMany', { count: shortfall.seatsLeft, needing: shortfall.needingSeat })}
          </Text>
        ) : null}
        <Group justify="space-between" pos="sticky" bottom={0} bg="var(--mantine-color-body)" py="xs">
          <Stack gap={0}>
            <Text size="sm" data-testid="nominate-selected-count">
              {t('nominate.selected', { count: selected.size })}
            </Text>
            {seatsLeft !== null ? (
              <Text size="xs" c="dimmed" data-testid="nominate-seats-left">
                {t('nominate.seatsLeft', { count: seatsLeft })}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            {canReject ? (
              <Button
                color="red"
                variant="light"
                onClick={() => setConfirm('No')}
                data-testid="nominate-reject"
              >
                {t('nominate.rejectButton')}
              </Button>
            ) : null}
            <Button
              disabled={selected.size === 0 || shortfall !== null}
              onClick={() => setConfirm('Yes')}
              data-testid="nominate-submit"
            >
              {t('nominate.confirmButton')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'No' ? t('nominate.rejectTitle') : t('nominate.confirmTitle')}
        centered
      >
        <Stack gap="sm" data-testid="nominate-confirm">
          <List size="sm">
            {chosen.map((s) => (
              <List.Item key={s.id}>{nameOf(s)}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('nominate.cancel')}
            </Button>
            <Button
              color={confirm === 'No' ? 'red' : undefined}
              loading={nominate.isPending}
              onClick={() =>
                confirm &&
                nominate.mutate({
                  targetUserIds: chosen.map((s) => s.id),
                  targetSessionIds: [event.id],
                  targetResponse: confirm,
                })
              }
              data-testid="nominate-confirm-ok"
            >
              {t('nominate.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}

/** Spec 2 §4 event badges: Nominated, Applied, Attended, No. */
export function EventBadges({
  events,
}: {
  events: { applied: boolean; attended: boolean; nominated: boolean; no: boolean };
}) {
  const { t } = useTranslation(NS);
  return (
    <Group gap={4} wrap="nowrap">
      {events.nominated ? (
        <Badge size="xs" color="teal" data-testid="badge-nominated">
          {t('nominate.nominated')}
        </Badge>
      ) : events.applied ? (
        <Badge size="xs" data-testid="badge-applied">
          {t('nominate.applied')}
        </Badge>
      ) : null}
      {events.attended ? (
        <Badge size="xs" color="green">
          {t('nominate.attended')}
        </Badge>
      ) : null}
      {events.no && !events.applied ? (
        <Badge size="xs" color="gray">
          {t('nominate.no')}
        </Badge>
      ) : null}
    </Group>
  );
}
