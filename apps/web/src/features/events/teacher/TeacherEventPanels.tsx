import { Anchor, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PREVIOUS_RESPONSES_SHOWN, TEACHER_EVENT_GROUP } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { RegistrationQrButton } from '@/shared/links/RegistrationQrModal';
import { NominateModal } from '@/shared/nomination/NominateModal';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { ClassStatusPanel } from './ClassStatusPanel';
import { InviteTeacherModal } from './InviteTeacherModal';
import { NS } from './locales';
import { TeacherResponseModal } from './TeacherResponseModal';
import type { EventItem } from './use-teacher-form';
import { useSessionResponses, useTeacherViewer } from './use-teacher-form';

/** The poster and video the page shows, passed on to the sharing modal (spec 1 §2.8). */
interface EventMedia {
  posterImgLink?: string | null;
  videoLink?: string | null;
}

type Dialog = 'respond' | 'nominate' | 'browse' | 'invite' | null;

/**
 * Spec 1 §2.3 teacher view of a session: for work events the three steps and per-class statuses
 * (class choices otherwise), the response form, 'My school's session(s)', 'My previous
 * responses/actions' and the 'For teachers / principals' panel. A university client gets the form only.
 */
export function TeacherEventPanels({ event, media = {} }: { event: EventItem; media?: EventMedia }) {
  const { t } = useTranslation(NS);
  const viewer = useTeacherViewer();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!viewer.user || (!viewer.isStaff && !viewer.isClient)) return null;
  const schoolId = viewer.schoolId;
  const isTeacherEvent = event.group === TEACHER_EVENT_GROUP;

  return (
    <Stack gap="md" data-testid="teacher-event-panels">
      {viewer.isStaff && event.group === 'Work' ? (
        <Card withBorder>
          <Title order={3} size="h5">
            {t('steps.title')}
          </Title>
          <Text size="sm">{t('steps.one')}</Text>
          <Text size="sm">{t('steps.two')}</Text>
          <Text size="sm">{t('steps.three')}</Text>
        </Card>
      ) : null}
      {viewer.isStaff && !isTeacherEvent ? <ClassStatusPanel event={event} /> : null}
      <Button variant="light" onClick={() => setDialog('respond')} data-testid="teacher-respond">
        {t('respond')}
      </Button>

      {viewer.isStaff && schoolId ? (
        <Card withBorder data-testid="for-teachers-panel">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('forTeachers.title')}
            </Title>
            <Group gap="xs">
              {isTeacherEvent ? (
                event.viewer.isApplied ? (
                  <Button size="sm" onClick={() => setDialog('invite')} data-testid="invite-teacher">
                    {t('invite.button')}
                  </Button>
                ) : null
              ) : (
                <>
                  <Button
                    size="sm"
                    variant="light"
                    onClick={() => setDialog('browse')}
                    data-testid="browse-applicants"
                  >
                    {t('forTeachers.browse')}
                  </Button>
                  <Button size="sm" onClick={() => setDialog('nominate')} data-testid="nominate-students">
                    {t('forTeachers.nominate')}
                  </Button>
                </>
              )}
              <Button size="sm" variant="default" onClick={() => setDialog('respond')}>
                {t('forTeachers.ownChoice')}
              </Button>
              <RegistrationQrButton eventId={event.id} media={media} />
              {(['csv', 'xlsx'] as const).map((format) => (
                <Button
                  key={format}
                  size="sm"
                  variant="subtle"
                  component="a"
                  href={`/api/events/${event.id}/school.${format}${viewer.isAdmin ? `?schoolId=${encodeURIComponent(schoolId)}` : ''}`}
                  download
                  data-testid={`session-${format}`}
                >
                  {t(`forTeachers.${format}`)}
                </Button>
              ))}
            </Group>
          </Stack>
        </Card>
      ) : null}

      {viewer.isStaff && schoolId ? <MySchoolSessions sessionId={event.id} schoolId={schoolId} /> : null}
      <PreviousResponses sessionId={event.id} />

      {dialog === 'respond' ? (
        <TeacherResponseModal
          event={event}
          onClose={() => setDialog(null)}
          onNominate={() => setDialog('nominate')}
        />
      ) : null}
      {(dialog === 'nominate' || dialog === 'browse') && schoolId ? (
        <NominateModal
          event={event}
          schoolId={schoolId}
          applicantsOnly={dialog === 'browse'}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'invite' && schoolId && viewer.user ? (
        <InviteTeacherModal
          event={event}
          schoolId={schoolId}
          selfId={viewer.user.id}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Spec 1 §2.3 'My school's session(s)': the sessions of this one's series run for the school or
 * answered by its people, with how many applied, confirmed and attended (decision 006).
 */
function MySchoolSessions({ sessionId, schoolId }: { sessionId: string; schoolId: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const fmt = useFormatDateTime();
  const sessions = useQuery(trpc.teacher.getSchoolSessions.queryOptions({ sessionId, schoolId }));
  const rows = sessions.data?.sessions ?? [];
  return (
    <Card withBorder data-testid="my-school-sessions">
      <Title order={3} size="h5">
        {t('mySessions.title')}
      </Title>
      <ErrorAlert error={sessions.error} />
      {sessions.isPending ? (
        <Loader size="sm" aria-label={t('mySessions.title')} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mySessions.empty')}
        </Text>
      ) : (
        <List size="sm">
          {rows.map((s) => (
            <List.Item key={s.id} data-testid="my-school-session">
              {s.id === sessionId ? (
                <Text span fw={600}>
                  {localName(s, lang)}
                </Text>
              ) : (
                <Anchor component={Link} to={`/events/${s.id}`}>
                  {localName(s, lang)}
                </Anchor>
              )}{' '}
              · {fmt(s.startTime)}
              {s.forSchool ? ` · ${t('mySessions.forSchool')}` : ''}
              <Text size="xs" c="dimmed" data-testid="my-school-session-counts">
                {t('mySessions.counts', { applied: s.applied, confirmed: s.confirmed, attended: s.attended })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/**
 * Spec 1 §2.3 / §9 'My previous responses/actions' on a session: the latest 10 responses to this
 * session the viewer may see (the school's, with who gave them; a client's own), class statuses included.
 */
function PreviousResponses({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation(NS);
  const fmt = useFormatDateTime();
  const lang = useLang();
  const form = useSessionResponses(sessionId);
  const rows = (form.data?.responses ?? []).slice(0, PREVIOUS_RESPONSES_SHOWN);
  // The stored title is the English one as answered; show the option's current title in the reader's language.
  const titleOf = (optionId: string | null, stored: string | null) => {
    const option = form.data?.options.find((o) => o.id === optionId);
    return option ? (lang === 'zh-HK' && option.titleChi ? option.titleChi : option.title) : (stored ?? '');
  };
  return (
    <Card withBorder data-testid="previous-responses">
      <Title order={3} size="h5">
        {t('previous.title')}
      </Title>
      <ErrorAlert error={form.error} />
      {form.isPending ? (
        <Loader size="sm" aria-label={t('previous.title')} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('previous.empty')}
        </Text>
      ) : (
        <List size="sm">
          {rows.map((r) => (
            <List.Item key={r.id} data-testid="previous-response">
              {titleOf(r.optionId, r.response)}
              {r.targetClass ? ` · ${t('previous.classLabel', { className: r.targetClass })}` : ''} ·{' '}
              <Text span size="xs" c="dimmed">
                {r.userName ? `${r.userName} · ` : ''}
                {fmt(r.updatedAt)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
