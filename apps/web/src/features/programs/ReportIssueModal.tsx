import {
  Anchor,
  Badge,
  Button,
  Center,
  FileInput,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_PHOTO_MAX_WIDTH, FEEDBACK_PHOTO_QUALITY, fileIdFromUrl } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdmissionModalProps, ReportProgramIssueProps } from '@/shared/admission-modals';
import { useTRPC, useTRPCClient } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { useLoginModal } from '@/shared/login-modal';
import { usePortalLookups } from '@/shared/portal-data';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { resizeImage, uploadImage } from '@/shared/upload';
import { NS } from './locales';
import {
  canSubmitReport,
  EMPTY_REPORT,
  ISSUE_TYPES,
  isIssueType,
  REPORT_TOAST_MS,
  type ReportValues,
  screenshotProblem,
} from './report-form';

type View = 'form' | 'history';

/** Spec 2 §2 "Report Issue modal": a form and the user's previous reports of this programme. */
export default function ReportIssueModal({
  innerProps,
  onClose,
}: AdmissionModalProps<ReportProgramIssueProps>) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { user } = useSession();
  const { openLogin } = useLoginModal();
  const lookups = usePortalLookups();
  const [view, setView] = useState<View>('form');
  const program = lookups?.programById.get(innerProps.programId);
  const close = onClose;

  return (
    <Stack gap="md" data-testid="report-issue-modal">
      <ModalHeader
        title={t('reportIssue.title')}
        subtitle={
          program && (
            <Text size="sm" c="dimmed">
              {program.jupasCode} · {localName(program, lang)}
            </Text>
          )
        }
        closeLabel={t('deck.close')}
        onClose={close}
      />
      {!user ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('reportIssue.signIn')}</Text>
          <Button onClick={openLogin}>{t('header.signIn')}</Button>
        </Stack>
      ) : (
        <>
          <SegmentedChoice
            fullWidth
            value={view}
            onChange={(value) => setView(value === 'history' ? 'history' : 'form')}
            data={[
              { value: 'form', label: t('reportIssue.formTab') },
              { value: 'history', label: t('reportIssue.historyTab') },
            ]}
          />
          {view === 'form' ? (
            <ReportForm programId={innerProps.programId} onDone={close} />
          ) : (
            <PreviousReports programId={innerProps.programId} />
          )}
        </>
      )}
    </Stack>
  );
}

function ReportForm({ programId, onDone }: { programId: number; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ReportValues>(EMPTY_REPORT);
  const badScreenshot = screenshotProblem(values.screenshot);

  const submit = useMutation({
    mutationKey: trpc.programs.reportProgramIssue.mutationKey(),
    mutationFn: async (report: ReportValues) => {
      if (!isIssueType(report.issueType)) throw new Error('issue type');
      let screenshotFileId: string | null = null;
      if (report.screenshot) {
        const image = await resizeImage(report.screenshot, FEEDBACK_PHOTO_MAX_WIDTH, FEEDBACK_PHOTO_QUALITY);
        // Stored as a feedback photo: readable only by its owner and admins, as a report's screenshot should be.
        screenshotFileId = fileIdFromUrl(await uploadImage(image, 'feedback'));
      }
      return client.programs.reportProgramIssue.mutate({
        programId,
        issueType: report.issueType,
        description: report.description.trim(),
        screenshotFileId,
      });
    },
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('reportIssue.success'), autoClose: REPORT_TOAST_MS });
      setValues(EMPTY_REPORT);
      void queryClient.invalidateQueries({ queryKey: trpc.programs.getMyProgramIssueReports.queryKey() });
      onDone();
    },
    onError: () => {
      notifications.show({ color: 'red', message: t('reportIssue.failure'), autoClose: REPORT_TOAST_MS });
    },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmitReport(values)) submit.mutate(values);
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('reportIssue.issueType')}
          placeholder={t('reportIssue.issueTypePlaceholder')}
          data={ISSUE_TYPES.map((type) => ({ value: type, label: t(`reportIssue.types.${type}`) }))}
          value={values.issueType}
          onChange={(issueType) => setValues((v) => ({ ...v, issueType }))}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
          data-testid="report-issue-type"
        />
        <Textarea
          label={t('reportIssue.description')}
          placeholder={t('reportIssue.descriptionPlaceholder')}
          value={values.description}
          onChange={(event) => {
            const description = event.currentTarget.value;
            setValues((v) => ({ ...v, description }));
          }}
          autosize
          minRows={3}
          maxRows={8}
          {...limit(values.description, 2000)}
          required
          data-testid="report-issue-description"
        />
        <FileInput
          label={t('reportIssue.screenshot')}
          placeholder={t('reportIssue.screenshotPlaceholder')}
          accept="image/*"
          clearable
          value={values.screenshot}
          onChange={(screenshot) => setValues((v) => ({ ...v, screenshot }))}
          error={badScreenshot ? t(`reportIssue.${badScreenshot}`) : undefined}
        />
        <Button
          type="submit"
          disabled={!canSubmitReport(values)}
          loading={submit.isPending}
          data-testid="report-issue-submit"
        >
          {t('reportIssue.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function PreviousReports({ programId }: { programId: number }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const formatDateTime = useFormatDateTime();
  const reports = useQuery(trpc.programs.getMyProgramIssueReports.queryOptions({ programId }));

  if (reports.isPending) {
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  if (reports.isError) return <ErrorAlert error={reports.error} />;
  if (reports.data.length === 0) return <Text c="dimmed">{t('reportIssue.noReports')}</Text>;

  return (
    <Stack gap="xs" data-testid="previous-reports">
      {reports.data.map((report) => (
        <Paper key={report.id} withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {formatDateTime(report.createdAt)}
            </Text>
            <Badge variant="light" size="sm">
              {isIssueType(report.issueType) ? t(`reportIssue.types.${report.issueType}`) : report.issueType}
            </Badge>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {report.description}
            </Text>
            {report.screenshotUrl && (
              <Anchor href={report.screenshotUrl} target="_blank" rel="noopener" size="sm">
                {t('reportIssue.viewScreenshot')}
              </Anchor>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
