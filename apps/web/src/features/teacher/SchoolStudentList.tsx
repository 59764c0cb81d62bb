import { Button, Center, Chip, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { isActiveTeacher, STUDENT_LIST_PAGE } from '@waypoint/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { NominateForSession } from '@/shared/nomination/NominateForSession';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { SearchIcon } from '@/shared/ui/icons';
import { NS } from './locales';
import { type ListedStudent, StudentRow } from './StudentRow';
import {
  classFilters,
  isEventFilter,
  matchesFilter,
  STATUS_FILTERS,
  type StudentFilter,
  serverFilterOf,
} from './student-filters';

interface SchoolStudentListProps {
  schoolId: string;
  /** Opens the statistics of one student's choices (the teacher's "Myself" tab). */
  onStatistics: (student: ListedStudent) => void;
}

/**
 * Spec 2 "School student modal": filter chips, a search box and the students of the school, 20 shown at
 * a time out of pages of 100 from the server, which searches and filters the whole school.
 */
export function SchoolStudentList({ schoolId, onStatistics }: SchoolStudentListProps) {
  const { t } = useTranslation(NS);
  // The home's "students waiting for verification" step opens the list on them (?unverified=1, issue 28).
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<StudentFilter>(
    params.get('unverified') === '1' ? 'Unverified' : 'All',
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  useVisitRecorded(schoolId);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('students.searchLabel')}
        placeholder={t('students.search')}
        leftSection={<SearchIcon size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="student-search"
      />
      <FilterChips schoolId={schoolId} filter={filter} onChange={setFilter} />
      <NominateForSession schoolId={schoolId} />
      {/* A new filter starts again at the first 20. */}
      <StudentResults
        key={`${schoolId}|${filter}|${debounced}`}
        schoolId={schoolId}
        filter={filter}
        search={debounced}
        onStatistics={onStatistics}
      />
    </Stack>
  );
}

interface FilterChipsProps {
  schoolId: string;
  filter: StudentFilter;
  onChange: (filter: StudentFilter) => void;
}

function FilterChips({ schoolId, filter, onChange }: FilterChipsProps) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  // Reads the unfiltered list from the cache only (it is the first one loaded): classes beyond 4A–6E.
  const unfiltered = useInfiniteQuery({
    ...trpc.teacher.getUsersBySchoolId.infiniteQueryOptions(
      { schoolId },
      { getNextPageParam: (last) => last.nextCursor },
    ),
    enabled: false,
  });
  const loaded = unfiltered.data?.pages.flatMap((page) => page.items) ?? [];
  const chips = [...STATUS_FILTERS, ...classFilters(loaded)];
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Chip.Group multiple={false} value={filter} onChange={(value) => onChange(value as StudentFilter)}>
        <Group gap={6} wrap="nowrap" role="group" aria-label={t('students.filters')} pb={4}>
          {chips.map((chip) => (
            <Chip key={chip} value={chip} size="sm" variant="outline">
              {chip.startsWith('class:') ? chip.slice('class:'.length) : t(`students.filter.${chip}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}

interface StudentResultsProps {
  schoolId: string;
  filter: StudentFilter;
  search: string;
  onStatistics: (student: ListedStudent) => void;
}

function StudentResults({ schoolId, filter, search, onStatistics }: StudentResultsProps) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const [shownCount, setShownCount] = useState(STUDENT_LIST_PAGE);
  const students = useInfiniteQuery(
    trpc.teacher.getUsersBySchoolId.infiniteQueryOptions(
      { schoolId, search: search || undefined, ...serverFilterOf(filter) },
      { getNextPageParam: (last) => last.nextCursor },
    ),
  );

  if (students.isPending) {
    return (
      <Center p="lg">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (students.isError) return <ErrorAlert error={students.error} />;

  const loaded = students.data.pages.flatMap((page) => page.items);
  // The event chips have no server filter yet: they apply to what the server sent. "Unverified" is the
  // server's filter, applied here again so that a student the teacher has just verified leaves the list at
  // once (issue 28: verifying from the home's step), without waiting for the list to be read again.
  const eventChip = isEventFilter(filter);
  const refiltered = eventChip || filter === 'Unverified';
  const matching = refiltered ? loaded.filter((student) => matchesFilter(student, filter)) : loaded;
  const total = eventChip
    ? matching.length
    : (students.data.pages[0]?.total ?? 0) - (loaded.length - matching.length);
  const shown = matching.slice(0, shownCount);
  const canShowMore = matching.length > shownCount || students.hasNextPage;

  const showMore = () => {
    const next = shownCount + STUDENT_LIST_PAGE;
    setShownCount(next);
    if (next > matching.length && students.hasNextPage) void students.fetchNextPage();
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="student-count">
        {t('students.count', { shown: shown.length, total })}
      </Text>
      {shown.length === 0 && <Text py="md">{t('students.empty')}</Text>}
      {shown.map((student) => (
        <StudentRow key={student.id} student={student} onStatistics={() => onStatistics(student)} />
      ))}
      {canShowMore && (
        <Center>
          <Button variant="light" onClick={showMore} loading={students.isFetchingNextPage}>
            {t('students.showMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/**
 * Opening the school's list is the teacher's visit: the home's "students whose plans changed" counts from
 * it (issue 28), on every device. Only the school's own active teacher has such a visit; an admin looking
 * in does not.
 */
function useVisitRecorded(schoolId: string) {
  const trpc = useTRPC();
  const { user } = useSession();
  const { mutate } = useMutation(trpc.home.markSeen.mutationOptions());
  const own = !!user?.teacher && isActiveTeacher(user.teacher) && user.schoolId === schoolId;
  useEffect(() => {
    if (own) mutate({ kind: 'studentPlans', itemIds: [] });
  }, [own, mutate]);
}
