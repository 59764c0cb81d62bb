import { Accordion, Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isTentativeSession } from '@waypoint/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTRPC, useTRPCClient } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { useLoginModal } from '@/shared/login-modal';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { TimedLoadingOverlay } from '@/shared/ui/TimedLoadingOverlay';
import { EventCard } from './EventCard';
import {
  DEEP_LINK_PROMPT_DELAY_MS,
  type DeepLinkAlias,
  detailVariant,
  EVENT_RESPONSE_TIMEOUT_MS,
  primaryAction,
} from './event-card-view';
import { NS } from './locales';
import { PhotoStrip, Poster, SlideFrame, VideoFrame } from './MediaBlock';
import { ParentConsentTile, parentConsentHref } from './ParentConsentTile';
import { ResponseDialog } from './ResponseDialogs';
import { TaskForm } from './TaskForm';
import { TeacherEventPanels } from './teacher/TeacherEventPanels';
import type { EventDetail } from './types';
import { useResponseFlow } from './use-response-flow';

const ALIAS_DIALOG = {
  apply: 'apply',
  confirm: 'confirm',
  withdraw: 'withdraw',
  unsubscribe: 'unsubscribe',
} as const;

/**
 * /events/:id/:userId? and the apply/, confirm/, withdraw/, unsubscribe/ deep links (spec 1 §2.1, §2.3):
 * the session with the body for the viewer, its actions, tasks and parent-consent tile. A deep link
 * prompts for its action 200 ms after the page opens.
 */
export default function EventDetailPage({ alias }: { alias?: DeepLinkAlias }) {
  const { id, userId } = useParams();
  if (!id) return <Navigate to="/events" replace />;
  return (
    <EventDetailBody
      key={`${alias ?? ''}${id}${userId ?? ''}`}
      id={id}
      userId={userId ?? null}
      alias={alias}
    />
  );
}

function EventDetailBody({
  id,
  userId,
  alias,
}: {
  id: string;
  userId: string | null;
  alias?: DeepLinkAlias;
}) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const fmt = useFormatDateTime();
  const navigate = useNavigate();
  const { user, loading: sessionLoading } = useSession();
  const { openLogin } = useLoginModal();
  const detail = useQuery(trpc.events.getEvent.queryOptions({ id, userId }));
  const flow = useResponseFlow(userId);
  const prompted = useRef(false);

  const data = detail.data;
  // Spec 1 §4.1: on a session that needs parent consent, Confirm goes straight to the signature, which
  // submits Confirmed. A consent given before (or an admin acting) confirms as usual.
  const signatureHref =
    data?.event.needParentConsent && data.parentConsent && !data.parentConsent.obtained && !userId
      ? parentConsentHref(data.parentConsent.target, data.event.id)
      : null;
  const startConfirm = (e: EventDetail['event']) =>
    signatureHref ? navigate(signatureHref) : flow.start('confirm', e);
  const startConfirmRef = useRef(startConfirm);
  startConfirmRef.current = startConfirm;
  // The deep link's prompt, once, 200 ms after the data (and who is signed in) is known.
  const startRef = useRef(flow.start);
  startRef.current = flow.start;
  useEffect(() => {
    if (!alias || prompted.current || !data || sessionLoading) return;
    prompted.current = true;
    const e = data.event;
    window.setTimeout(() => {
      if (!user) {
        openLogin();
        return;
      }
      if (alias === 'apply' && primaryAction(e, true) !== 'apply') return;
      if (alias === 'confirm' && !e.viewer.canConfirm) return;
      if (alias === 'withdraw' && !e.viewer.canWithdraw) return;
      if (alias === 'unsubscribe' && e.userResponse?.response === 'Unsubscribed') return;
      if (alias === 'confirm') startConfirmRef.current(e);
      else startRef.current(ALIAS_DIALOG[alias], e);
    }, DEEP_LINK_PROMPT_DELAY_MS);
  }, [alias, data, user, sessionLoading, openLogin]);

  if (detail.isPending)
    return (
      <Stack p="md" pos="relative" mih={200}>
        <TimedLoadingOverlay active message={t('loading')} timeoutMs={EVENT_RESPONSE_TIMEOUT_MS} />
        <Loader aria-label={t('loading')} />
      </Stack>
    );
  if (detail.error || !data)
    return (
      <Stack p="md">
        <ErrorAlert error={detail.error} />
        <Anchor component={Link} to="/events">
          {t('allEvents')}
        </Anchor>
      </Stack>
    );

  const e = data.event;
  const name = localName(e, lang);
  const variant = detailVariant({
    viewerRole: data.viewerRole,
    serviceNature: e.serviceNature,
    group: e.group,
  });
  const isStaff = data.viewerRole === 'admin' || data.viewerRole === 'teacher';
  const showFooter =
    e.viewer.isApplied && (data.viewerRole === 'admin' || data.viewerRole === 'student' || !!userId);
  return (
    <Stack gap="md" p="md" maw={820} mx="auto" w="100%" data-testid="event-detail">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h3" data-testid="page-title">
            {name}{' '}
            {isTentativeSession(e.status) ? (
              <Text span c="orange">
                {t('tentative')}
              </Text>
            ) : null}
          </Title>
          <Text size="sm">{fmt(e.startTime)}</Text>
        </Stack>
        <Button
          variant="subtle"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/home'))}
        >
          {t('back')}
        </Button>
      </Group>
      {data.forUser && userId ? (
        <Alert color="blue" variant="light">
          {t('forStudent', { name: data.forUser.fullName })}
        </Alert>
      ) : null}

      <EventCard
        event={e}
        signedIn={!!user}
        canTapToWithdraw={isStaff}
        onAction={flow.start}
        detailHref={`/events/${e.id}`}
      />

      <DetailBody data={data} variant={variant} name={name} />

      {isStaff || data.viewerRole === 'client' ? (
        <TeacherEventPanels
          event={e}
          media={{
            posterImgLink: e.posterLink ?? data.service?.posterLink ?? null,
            videoLink: e.videoLink ?? data.service?.embeddedYTLink ?? null,
          }}
        />
      ) : null}
      {isStaff ? (
        <Button component={Link} to={`/sessions/${e.id}`} variant="light" data-testid="event-session-list">
          {t('sessionList')}
        </Button>
      ) : null}

      {data.parentConsent && (data.viewerRole === 'student' || !!userId) ? (
        <ParentConsentTile
          target={data.parentConsent.target}
          obtained={data.parentConsent.obtained}
          sessionId={e.id}
        />
      ) : null}

      {data.tasks.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('tasks')}
          </Title>
          {data.tasks.map((task) => (
            <TaskForm key={task.id} sessionId={e.id} task={task} readOnly={!!userId && userId !== user?.id} />
          ))}
        </Stack>
      ) : null}

      {e.viewer.isApplied && !userId ? <IcsButton eventId={e.id} /> : null}

      {showFooter ? (
        <Group justify="flex-end" gap="sm" data-testid="event-footer">
          <Button onClick={() => startConfirm(e)} disabled={!e.viewer.canConfirm} data-testid="event-confirm">
            {e.userResponse?.confirmed ? t('confirmed') : t('confirm')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => flow.start('withdraw', e)}
            disabled={!e.viewer.canWithdraw}
            data-testid="event-withdraw"
          >
            {t('withdraw')}
          </Button>
        </Group>
      ) : null}
      <ResponseDialog {...flow.dialogProps} />
    </Stack>
  );
}

function DetailBody({ data, variant, name }: { data: EventDetail; variant: string; name: string }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const e = data.event;
  const s = data.service;
  const description =
    (lang === 'zh-HK' ? (e.descriptionChi ?? s?.descriptionChi) : null) ?? e.description ?? s?.description;
  const video = e.videoLink ?? s?.embeddedYTLink ?? null;
  const poster = e.posterLink ?? s?.posterLink ?? null;
  if (variant === 'outstanding' || variant === 'video') {
    const photos = variant === 'video' ? (s?.shootingPhotoLinks ?? []) : (s?.shootingPhotoLinks ?? []);
    return (
      <Stack gap="sm">
        {video ? <VideoFrame src={video} title={name} /> : null}
        {photos.length > 0 ? (
          <>
            <Text fw={600}>{variant === 'video' ? t('certificates') : t('pastShooting')}</Text>
            <PhotoStrip photos={photos} alt={name} />
          </>
        ) : null}
        {description ? <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text> : null}
      </Stack>
    );
  }
  if (variant === 'client') {
    return (
      <Accordion variant="contained">
        <Accordion.Item value="reminders">
          <Accordion.Control>{t('friendlyReminders')}</Accordion.Control>
          <Accordion.Panel>{t('friendlyRemindersText')}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    );
  }
  const showRegulations = s && (s.id === 'bluebird' || s.id === 'bluebird-seed');
  return (
    <Stack gap="sm">
      {variant === 'teacher' && s?.slideLink ? <SlideFrame src={s.slideLink} title={name} /> : null}
      {variant !== 'teacher' && video ? <VideoFrame src={video} title={name} /> : null}
      {poster ? <Poster src={poster} alt={name} /> : null}
      {description ? (
        <Accordion variant="contained" defaultValue="details">
          <Accordion.Item value="details">
            <Accordion.Control>{variant === 'teacher' ? t('details') : t('allDetails')}</Accordion.Control>
            <Accordion.Panel>
              <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      ) : null}
      {s && s.eventPhotoLinks.length > 0 ? (
        <>
          <Text fw={600}>{t('certificates')}</Text>
          <PhotoStrip photos={s.eventPhotoLinks} alt={name} />
        </>
      ) : null}
      {showRegulations ? (
        <Badge variant="outline">{t('regulationsOf', { name: localName(s, lang) })}</Badge>
      ) : null}
    </Stack>
  );
}

/** Beyond the spec: save the session to a calendar. */
function IcsButton({ eventId }: { eventId: string }) {
  const { t } = useTranslation(NS);
  const client = useTRPCClient();
  return (
    <Button
      variant="default"
      data-testid="event-ics"
      onClick={async () => {
        const { filename, ics } = await client.events.getEventIcs.query({ id: eventId });
        const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = filename;
        a.click();
        URL.revokeObjectURL(url);
      }}
    >
      {t('addToCalendar')}
    </Button>
  );
}
