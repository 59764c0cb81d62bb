import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  currentSchoolYear,
  DEFAULT_SCHOOL_ID,
  formatHkDateTime,
  mayManageSchoolRoster,
  ROLE_ADMIN,
  ROLE_TEACHER,
  type RosterRole,
} from '@waypoint/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminSchoolSelect } from '@/shared/admin/AdminSchoolSelect';
import { errorMessage, type User, useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { currentLang } from '@/shared/i18n';
import { useSession } from '@/shared/session';
import { PageTitle } from '@/shared/ui/PageTitle';
import { InviteButton } from './InviteButton';
import { NS } from './locales';
import { PreviewCard } from './PreviewCard';
import {
  type EditableField,
  editRow,
  phonesElsewhereOf,
  type RosterPreview,
  recheck,
  rowsToImport,
  type WorkingRow,
} from './preview-rows';

type Scope = { schoolId: string; isAdmin: boolean } | null;

/** The school whose list this is: an admin's choice (?schoolId=), else the teacher's own school. */
function rosterScope(user: User | null, chosen: string | null): Scope {
  if (!user) return null;
  const staffScreens = user.appRole === ROLE_ADMIN || user.appRole === ROLE_TEACHER;
  if (user.isAdmin && staffScreens) return { schoolId: chosen || DEFAULT_SCHOOL_ID, isAdmin: true };
  if (!user.schoolId || user.appRole !== ROLE_TEACHER) return null;
  const allowed = mayManageSchoolRoster(
    { isAdmin: false, teacher: user.teacher ? { ...user.teacher, schoolId: user.schoolId } : null },
    user.schoolId,
  );
  return allowed ? { schoolId: user.schoolId, isAdmin: false } : null;
}

/** Two choices of year: the current one, and the next (a list prepared in the summer for September). */
function schoolYearOptions(now: Date): string[] {
  const current = currentSchoolYear(now);
  const start = Number(current.slice(0, 4)) + 1;
  return [current, `${start}/${String((start + 1) % 100).padStart(2, '0')}`];
}

/**
 * /school-roster (issue 27 item 1): an admin or the school's career teacher imports the class list from
 * the office's spreadsheet: choose the list, pick the file, fix or skip rows in the preview, import.
 */
export default function RosterPage() {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const scope = rosterScope(user, params.get('schoolId'));
  const [role, setRole] = useState<RosterRole>('student');

  if (!user) return null;
  if (!scope)
    return (
      <Stack gap="lg">
        <PageTitle>{t('title')}</PageTitle>
        <Alert color="yellow" variant="light">
          {t('notAllowed')}
        </Alert>
      </Stack>
    );

  const chooseSchool = (schoolId: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('schoolId', schoolId);
        return next;
      },
      { replace: true },
    );
  const back = scope.isAdmin ? `/mock-jupas?schoolId=${encodeURIComponent(scope.schoolId)}` : '/mock-jupas';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('title')}</PageTitle>
        <Button variant="subtle" component={Link} to={back}>
          {t('backToStudents')}
        </Button>
      </Group>
      <Text>{t('intro')}</Text>
      {scope.isAdmin && <AdminSchoolSelect value={scope.schoolId} onChange={chooseSchool} />}
      <Stack gap={4}>
        <Text fw={500} size="sm" id="roster-kind-label">
          {t('listKind')}
        </Text>
        <SegmentedControl
          aria-labelledby="roster-kind-label"
          value={role}
          onChange={(value) => setRole(value as RosterRole)}
          data={[
            { value: 'student', label: t('students') },
            { value: 'teacher', label: t('teachers') },
          ]}
          maw={320}
        />
      </Stack>
      {/* Keyed by school and list: changing either starts a fresh import. */}
      <ImportPanel key={`${scope.schoolId}:${role}`} schoolId={scope.schoolId} role={role} />
      <CurrentList schoolId={scope.schoolId} role={role} />
    </Stack>
  );
}

interface ImportResult {
  added: number;
  updated: number;
  left: number;
  skipped: number;
}

function ImportPanel({ schoolId, role }: { schoolId: string; role: RosterRole }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [rows, setRows] = useState<WorkingRow[]>([]);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const years = useMemo(() => schoolYearOptions(new Date()), []);
  const [schoolYear, setSchoolYear] = useState(years[0] as string);
  const [result, setResult] = useState<ImportResult | null>(null);
  const phonesElsewhere = useMemo(() => phonesElsewhereOf(preview?.rows ?? []), [preview]);

  const importList = useMutation(
    trpc.roster.importList.mutationOptions({
      onSuccess: (data) => {
        setResult(data);
        setPreview(null);
        setRows([]);
        void queryClient.invalidateQueries({ queryKey: trpc.roster.list.queryKey() });
      },
    }),
  );

  async function readFile() {
    if (!file) return;
    setReading(true);
    setReadError(null);
    setResult(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await fetch(`/api/schools/${encodeURIComponent(schoolId)}/roster/preview?role=${role}`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { 'x-waypoint-lang': currentLang() },
      });
      const body = (await res.json().catch(() => null)) as (RosterPreview & { message?: string }) | null;
      if (!res.ok || !body) {
        // The server words a bad file's problem in the person's language; shown as it says it.
        setReadError(body?.message ?? t('readFailed'));
        return;
      }
      setPreview(body);
      const working = body.rows.map((row) => ({ ...row, skipped: false }));
      setRows(working);
      setOnlyProblems(working.some((row) => row.problems.length > 0));
    } catch {
      setReadError(t('readFailed'));
    } finally {
      setReading(false);
    }
  }

  const update = (next: WorkingRow[]) => setRows(recheck(next, role, phonesElsewhere));
  const edit = (index: number, field: EditableField, text: string) =>
    update(rows.map((row, i) => (i === index ? editRow(row, field, text) : row)));
  const toggleSkip = (index: number) =>
    update(rows.map((row, i) => (i === index ? { ...row, skipped: !row.skipped } : row)));

  const withProblems = rows.filter((row) => !row.skipped && row.problems.length > 0).length;
  const toImport = rows.filter((row) => !row.skipped).length;
  const shown = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !onlyProblems || row.problems.length > 0 || row.skipped);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        {result && (
          <Alert color="green" variant="light" role="status" data-testid="roster-result">
            {t('result', { ...result })}
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <Stack gap={4}>
            <Text component="label" htmlFor={fileInputId} fw={500} size="sm">
              {t('file')}
            </Text>
            <input
              id={fileInputId}
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setPreview(null);
                setRows([]);
                setReadError(null);
              }}
            />
          </Stack>
          <Button onClick={readFile} disabled={!file} loading={reading}>
            {t('choose')}
          </Button>
        </Group>
        {readError && (
          <Alert color="red" variant="light" role="alert" data-testid="roster-file-error">
            {readError}
          </Alert>
        )}

        {preview && (
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('previewTitle')}
            </Title>
            <Text size="sm">
              {t('fileSummary', { fileName: preview.fileName, rows: preview.counts.rows })}
            </Text>
            {preview.encoding === 'big5' && <Text size="sm">{t('big5')}</Text>}
            <Text size="sm">{t('willChange', preview.counts)}</Text>
            {preview.leaving.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('leaving')}:{' '}
                {preview.leaving
                  .map((p) => [p.className, p.classNo, p.nameEn].filter((v) => v != null).join(' '))
                  .join(', ')}
              </Text>
            )}
            <Alert color={withProblems > 0 ? 'yellow' : 'green'} variant="light" aria-live="polite">
              {withProblems > 0 ? t('problemCount', { count: withProblems }) : t('noProblems')}
            </Alert>
            <Switch
              label={t('onlyProblems')}
              checked={onlyProblems}
              onChange={(event) => setOnlyProblems(event.currentTarget.checked)}
            />
            <Stack gap="xs">
              {shown.map(({ row, index }) => (
                <PreviewCard
                  key={row.line}
                  row={row}
                  onEdit={(field, text) => edit(index, field, text)}
                  onToggleSkip={() => toggleSkip(index)}
                />
              ))}
            </Stack>
            <Group align="flex-end">
              <Select
                label={t('schoolYear')}
                data={years}
                value={schoolYear}
                onChange={(value) => value && setSchoolYear(value)}
                allowDeselect={false}
                w={140}
              />
              <Button
                disabled={withProblems > 0 || toImport === 0}
                loading={importList.isPending}
                onClick={() =>
                  importList.mutate({
                    schoolId,
                    role,
                    schoolYear,
                    fileName: preview.fileName || 'class-list',
                    rows: rowsToImport(rows),
                    skipped: rows.length - toImport,
                  })
                }
              >
                {t('import', { count: toImport })}
              </Button>
            </Group>
            {withProblems > 0 && (
              <Text size="sm" c="dimmed">
                {t('fixFirst')}
              </Text>
            )}
            {importList.error && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(importList.error, t('importFailed'))}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function CurrentList({ schoolId, role }: { schoolId: string; role: RosterRole }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const [includeLeft, setIncludeLeft] = useState(false);
  const list = useQuery(trpc.roster.list.queryOptions({ schoolId, role, includeLeft }));
  const rows = list.data?.rows ?? [];
  const last = list.data?.lastImport;
  // Who an invitation can reach: listed now, not yet registered, with a phone (the server re-checks each).
  const invitable = rows.filter((r) => !r.leftAt && !r.registered && r.phone);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('currentTitle')}
      </Title>
      {last && (
        <Text size="sm" c="dimmed">
          {t('lastImport', {
            fileName: last.fileName,
            schoolYear: last.schoolYear,
            date: formatHkDateTime(new Date(last.createdAt), lang),
          })}
        </Text>
      )}
      <Switch
        label={t('includeLeft')}
        checked={includeLeft}
        onChange={(event) => setIncludeLeft(event.currentTarget.checked)}
      />
      {list.isSuccess && rows.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {rows.length > 0 && (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('count', { count: rows.filter((r) => !r.leftAt).length })}</Text>
            <InviteButton schoolId={schoolId} rosterIds={invitable.map((r) => r.id)}>
              {t('inviteAll', { count: invitable.length })}
            </InviteButton>
          </Group>
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('currentTitle')} data-testid="roster-current">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('field.className')}</Table.Th>
                  <Table.Th>{t('field.classNo')}</Table.Th>
                  <Table.Th>{t('field.nameEn')}</Table.Th>
                  <Table.Th>{t('field.nameZh')}</Table.Th>
                  <Table.Th>{t('field.phone')}</Table.Th>
                  <Table.Th>{t('registered')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.className}</Table.Td>
                    <Table.Td>{row.classNo}</Table.Td>
                    <Table.Td>{row.nameEn}</Table.Td>
                    <Table.Td>{row.nameZh}</Table.Td>
                    <Table.Td>{row.phone}</Table.Td>
                    <Table.Td>
                      {row.leftAt ? (
                        <Badge color="gray">{t('left')}</Badge>
                      ) : row.registered ? (
                        <Badge color="green">{t('registered')}</Badge>
                      ) : (
                        <Badge variant="outline" color="gray">
                          {t('notRegistered')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td data-testid={`roster-actions-${row.id}`}>
                      {!row.leftAt && !row.registered && row.phone && (
                        <InviteButton
                          schoolId={schoolId}
                          rosterIds={[row.id]}
                          variant="light"
                          ariaLabel={t('inviteOne', {
                            name: row.nameZh && lang === 'zh-HK' ? row.nameZh : row.nameEn,
                          })}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
