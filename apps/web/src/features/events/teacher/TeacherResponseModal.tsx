import { Alert, Anchor, Button, Modal, Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACTION_NOMINATE_STUDENTS,
  ACTION_OPEN_MOCK_JUPAS,
  autoSelectedOption,
  currentIntakeYear,
  defaultResponseDate,
  findPrefillResponse,
  hkDateString,
  NOMINATE_BY_QUESTION_ID,
  responseFormBlock,
  serviceAnswerSlot,
  showsSubmitButton,
  visibleOptions,
  visibleResponseOptions,
} from '@waypoint/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { QuestionField } from '@/shared/forms/QuestionField';
import { TimedLoadingOverlay } from '@/shared/ui/TimedLoadingOverlay';
import { NS } from './locales';
import type { EventItem } from './use-teacher-form';
import {
  questionsFor,
  type TeacherForm,
  useServiceResponses,
  useSessionResponses,
  useTeacherViewer,
} from './use-teacher-form';

/** What the form answers for: a session, or a service itself (its page, `/survey/:id`). */
type Target =
  | { kind: 'session'; event: EventItem }
  | { kind: 'service'; serviceId: string; hasSessions: boolean };

const SUBMIT_TIMEOUT_MS = 60_000;

/** Spec 1 §2.6 / §4.2 / §5: the teacher (or university client) response form of a session. */
export function TeacherResponseModal(props: {
  event: EventItem;
  onClose: () => void;
  onNominate: () => void;
}) {
  const form = useSessionResponses(props.event.id);
  if (!form.data) return null;
  return (
    <ResponseForm
      target={{ kind: 'session', event: props.event }}
      form={form.data}
      onClose={props.onClose}
      onNominate={props.onNominate}
    />
  );
}

/** The same form for the service itself: the school's service answer, prefilled per spec 1 §4.2. */
export function ServiceResponseModal(props: {
  serviceId: string;
  hasSessions: boolean;
  onClose: () => void;
}) {
  const form = useServiceResponses(props.serviceId);
  if (!form.data) return null;
  return (
    <ResponseForm
      target={{ kind: 'service', serviceId: props.serviceId, hasSessions: props.hasSessions }}
      form={form.data}
      onClose={props.onClose}
    />
  );
}

function ResponseForm({
  target,
  form,
  onClose,
  onNominate,
}: {
  target: Target;
  form: TeacherForm;
  onClose: () => void;
  onNominate?: () => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = useTeacherViewer();
  const now = useMemo(() => new Date(), []);

  const isService = target.kind === 'service';
  const options = visibleResponseOptions(form.options, {
    serviceId: isService ? target.serviceId : target.event.serviceId,
    isAllowProposeDates: form.context.service?.isAllowProposeDates ?? false,
    isClientView: viewer.isClient,
    isAdmin: viewer.isAdmin,
    hasSessions: isService ? target.hasSessions : true,
    isServicePage: isService,
  });
  const serviceClientId = form.context.service?.clientId ?? null;
  const blocked = responseFormBlock({
    offered: options.length,
    isClientView: viewer.isClient && !viewer.isAdmin,
    ownService: form.context.service === null || serviceClientId === (viewer.user?.clientId ?? null),
    isAllowProposeDates: form.context.service?.isAllowProposeDates ?? false,
  });
  // The school's (or the client's own) earlier answer, not a class status; on a service page the
  // service answer only (publicity reports keep their own rows, decision 006).
  const prefill = findPrefillResponse(
    form.responses
      .filter(
        (r) =>
          r.targetClass === null &&
          (!isService ||
            (serviceAnswerSlot(r) === 'service' &&
              // An admin answers for no school here, so only their own school-less answer matches.
              (!viewer.isAdmin || (r.schoolId === null && r.userId === viewer.user?.id)))),
      )
      .map((r) => ({
        ...r,
        updatedAt: new Date(r.updatedAt),
        preferredSessionDates: r.preferredSessionDates.map((d) => new Date(d)),
      })),
    isService
      ? {
          kind: 'service',
          serviceId: target.serviceId,
          intakeYear: form.context.service?.currIntakeYear ?? currentIntakeYear(now),
        }
      : { kind: 'event', sessionId: target.event.id },
    now,
  );
  const [optionId, setOptionId] = useState<string | null>(
    prefill?.optionId ?? autoSelectedOption(options)?.id ?? null,
  );
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries((prefill?.questionAnswers ?? []).map((a) => [a.questionId, a.answer])),
  );
  const [expanded, setExpanded] = useState(false);
  // The stored title is the English one as answered; show the option's title in the reader's language.
  const titleOf = (id: string | null, stored: string) => {
    const option = form.options.find((o) => o.id === id);
    return option ? (lang === 'zh-HK' && option.titleChi ? option.titleChi : option.title) : stored;
  };
  const chosen = options.find((o) => o.id === optionId) ?? null;
  const questions = questionsFor(form.questions, optionId);
  const page = visibleOptions(blocked ? [] : options, expanded);

  const choose = (id: string) => {
    setOptionId(id);
    // Date questions start at the nomination deadline (if ahead) or 7 days from now (spec 1 §4.2).
    const deadline = form.context.service?.nominationDeadline;
    setAnswers((prev) => {
      const next = { ...prev };
      for (const q of questionsFor(form.questions, id)) {
        if (q.type !== 'date' || next[q.id]) continue;
        next[q.id] = hkDateString(
          defaultResponseDate({
            isNominateByQuestion: q.id === NOMINATE_BY_QUESTION_ID,
            nominationDeadline: deadline ? new Date(deadline) : null,
            now,
          }),
        );
      }
      return next;
    });
  };

  const save = useMutation(
    trpc.teacher.upsertTeacherResponse.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: t('toast.response') });
        await queryClient.invalidateQueries({ queryKey: trpc.teacher.getTeacherResponses.pathKey() });
        onClose();
        if (chosen?.immediateAction === ACTION_NOMINATE_STUDENTS) onNominate?.();
        if (chosen?.immediateAction === ACTION_OPEN_MOCK_JUPAS) navigate('/mock-jupas');
      },
    }),
  );

  const submit = () => {
    if (!optionId) return;
    save.mutate({
      // A service answer is matched by the server (same service, intake year and slot); a session's by id.
      ...(isService ? { serviceId: target.serviceId } : { sessionId: target.event.id }),
      ...(prefill && !isService ? { id: prefill.id } : {}),
      optionId,
      questionAnswers: questions
        .map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' }))
        .filter((a) => a.answer.trim() !== ''),
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('form.title')} centered size="lg">
      <Stack gap="sm" pos="relative" data-testid="teacher-response-form">
        <TimedLoadingOverlay active={save.isPending} message={t('loading')} timeoutMs={SUBMIT_TIMEOUT_MS} />
        {prefill?.response ? (
          <Alert variant="light" data-testid="teacher-response-previous">
            {t('form.previous', { response: titleOf(prefill.optionId, prefill.response) })}
          </Alert>
        ) : null}
        {blocked ? (
          <Alert variant="light" color="gray" data-testid="teacher-response-blocked">
            {t(`form.blocked.${blocked}`)}
          </Alert>
        ) : null}
        <Radio.Group value={optionId} onChange={choose}>
          <Stack gap={6}>
            {page.shown.map((o) => (
              <Radio
                key={o.id}
                value={o.id}
                label={lang === 'zh-HK' && o.titleChi ? o.titleChi : o.title}
                data-testid={`response-option-${o.id}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {page.hasMore || expanded ? (
          <Anchor component="button" type="button" size="sm" onClick={() => setExpanded((v) => !v)}>
            {expanded ? t('form.lessOptions') : t('form.moreOptions')}
          </Anchor>
        ) : null}
        {questions.map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            lang={lang}
            now={now}
            value={answers[q.id] ?? ''}
            onChange={(value) => setAnswers((prev) => ({ ...prev, [q.id]: value }))}
          />
        ))}
        {save.error ? <Alert color="red">{errorMessage(save.error, t('failed'))}</Alert> : null}
        {!blocked && showsSubmitButton({ chosenOption: chosen }) ? (
          <Button onClick={submit} loading={save.isPending} data-testid="teacher-response-submit">
            {t('form.submit')}
          </Button>
        ) : null}
      </Stack>
    </Modal>
  );
}
