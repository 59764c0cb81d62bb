import {
  Alert,
  AspectRatio,
  Box,
  Button,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ConsentTarget, consentError, DEFAULT_CONSENT_TARGET, isConsentTarget } from '@waypoint/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { YesNoDialog } from '@/shared/links/YesNoDialog';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { consentChildName } from './consent-view';
import { NS } from './locales';
import { ShareConsentLink } from './ShareConsentLink';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

const CONSENT_TOAST_MS = 2000;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Spec 1 §2.7 `/parent-consent/:target?/:videoId?` (alias `/consent/...`, the person's own consent).
 * Through a parent's signing link (`?t=`) anyone may sign for the child named in it; an anonymous signer
 * types the child's full name and phone (spec 1 §5). Once submitted the page shows the date and signature.
 */
export default function ConsentPage() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const format = useFormatDateTime();
  const lang = useLang();
  const { pathname } = useLocation();
  const params = useParams();
  const [query] = useSearchParams();
  const { user, loading } = useSession();
  const token = query.get('t');
  const sessionId = query.get('sessionId');
  const selfConsent = pathname.startsWith('/consent');
  const paramTarget =
    params.target && isConsentTarget(params.target) ? params.target : DEFAULT_CONSENT_TARGET;

  const link = useQuery({
    ...trpc.consent.getConsentLink.queryOptions({ t: token ?? '' }),
    enabled: token !== null,
    retry: false,
  });
  const own = useQuery({
    ...trpc.consent.getUserConsent.queryOptions({ target: paramTarget, sessionId }),
    enabled: token === null && user !== null,
  });
  // What is being signed shows before signing (spec 1 §2.7): the link names its event, a page opened
  // from the event (Confirm or the tile) names it by ?sessionId.
  const event = useQuery({
    ...trpc.events.getEvent.queryOptions({ id: sessionId ?? '' }),
    enabled: token === null && sessionId !== null,
    retry: false,
  });
  const target = (link.data?.target as ConsentTarget | undefined) ?? paramTarget;
  const insert = useMutation(trpc.consent.insertUserConsent.mutationOptions());

  const pad = useRef<SignaturePadHandle>(null);
  const [hasStroke, setHasStroke] = useState(false);
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [justSigned, setJustSigned] = useState<NonNullable<typeof insert.data> | null>(null);

  if (loading || (token !== null && link.isPending) || (token === null && user !== null && own.isPending))
    return <Loader aria-label={t('loading')} />;

  // A signing link names the child; only a signer with neither account nor link types the child's details.
  const anonymous = user === null && token === null;
  const submitted = justSigned ?? (token ? link.data?.latest : own.data) ?? null;
  const sessionInfo =
    link.data?.sessionInfo ??
    (event.data ? `${localName(event.data.event, lang)} (${format(event.data.event.startTime)})` : null) ??
    submitted?.sessionInfo ??
    null;
  const eventId = link.data?.sessionId ?? sessionId;
  // The statement names the student; a signer with neither link nor account types the name below it.
  const childName = consentChildName(link.data?.childName, user, lang);
  const statement = t(`statement.${target}`, { child: childName ?? t('studentBelow') });
  const videoId = params.videoId && YOUTUBE_ID.test(params.videoId) ? params.videoId : null;

  const trySubmit = () => {
    const signatureDataUrl = hasStroke ? (pad.current?.toJpeg() ?? '') : '';
    const error = consentError({ signatureDataUrl, anonymous, fullName, phone });
    setProblem(error ? t(`errors.${error}`) : null);
    if (!error) setAsking(true);
  };

  const submit = () => {
    insert.mutate(
      {
        target,
        videoId: params.videoId ?? null,
        response: statement,
        signatureDataUrl: pad.current?.toJpeg() ?? '',
        fullName: anonymous ? fullName : null,
        phone: anonymous ? phone : null,
        t: token,
        sessionId: token ? null : sessionId,
        selfConsent,
        path: pathname,
      },
      {
        onSuccess: (record) => {
          setAsking(false);
          setJustSigned(record);
          notifications.show({ color: 'green', message: t('success'), autoClose: CONSENT_TOAST_MS });
          void queryClient.invalidateQueries({ queryKey: trpc.consent.pathKey() });
        },
        onError: () => {
          setAsking(false);
          notifications.show({ color: 'red', message: t('failure'), autoClose: CONSENT_TOAST_MS });
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      <PageTitle>{t(selfConsent ? 'title.self' : 'title.parent')}</PageTitle>
      <ErrorAlert error={link.error ?? own.error} />
      {childName && (
        <Text fw={600} data-testid="consent-child">
          {t('forChild', { name: childName })}
        </Text>
      )}
      {sessionInfo && <Text data-testid="consent-session">{t('event', { info: sessionInfo })}</Text>}
      {videoId && (
        <AspectRatio ratio={16 / 9} mah={380}>
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${videoId}`}
            title={t(`targets.${target}`)}
            allowFullScreen
            style={{ border: 0 }}
          />
        </AspectRatio>
      )}
      <Paper withBorder p="md" radius="md">
        <Text size="sm" data-testid="consent-statement">
          {statement}
        </Text>
      </Paper>
      {(token === null || link.data) &&
        (submitted ? (
          <Paper withBorder p="md" radius="md" data-testid="consent-submitted">
            <Stack gap="xs">
              <Text fw={600}>{t('submitted', { date: format(submitted.createdAt) })}</Text>
              {submitted.fullName && <Text size="sm">{t('signedBy', { name: submitted.fullName })}</Text>}
              {justSigned?.eventResponse === 'Confirmed' && (
                <Alert color="green" data-testid="consent-event-confirmed">
                  {t('eventConfirmed')}
                </Alert>
              )}
              {submitted.signatureDataUrl && (
                <Image
                  src={submitted.signatureDataUrl}
                  alt={t('signatureLabel')}
                  maw={360}
                  data-testid="consent-signature"
                />
              )}
              <Group>
                <Button
                  component={Link}
                  to={`/consent/receipt/${submitted.id}`}
                  variant="light"
                  data-testid="consent-receipt-link"
                >
                  {t('receipt')}
                </Button>
                {eventId && user && (
                  <Button
                    component={Link}
                    to={`/events/${eventId}`}
                    variant="light"
                    data-testid="consent-to-event"
                  >
                    {t('toEvent')}
                  </Button>
                )}
                <Button variant="subtle" onClick={() => navigate('/home')}>
                  {t('close')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="sm">
            {anonymous && (
              <>
                <TextInput
                  label={t('childFullName')}
                  required
                  value={fullName}
                  onChange={(e) => setFullName(e.currentTarget.value)}
                  data-testid="consent-child-name"
                />
                <TextInput
                  label={t('childPhone')}
                  required
                  type="tel"
                  inputMode="numeric"
                  maxLength={8}
                  value={phone}
                  onChange={(e) => setPhone(e.currentTarget.value)}
                  data-testid="consent-child-phone"
                />
              </>
            )}
            <Text size="sm" fw={500}>
              {t('signHere')}
            </Text>
            <Box>
              <SignaturePad ref={pad} onStroke={setHasStroke} label={t('signatureLabel')} />
            </Box>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Group>
              <Button
                variant="default"
                disabled={!hasStroke}
                onClick={() => pad.current?.clear()}
                data-testid="consent-clear"
              >
                {t('clear')}
              </Button>
              <Button disabled={!hasStroke} onClick={trySubmit} data-testid="consent-submit">
                {t('submit')}
              </Button>
              {user && !token && !selfConsent && <ShareConsentLink target={target} sessionId={sessionId} />}
            </Group>
          </Stack>
        ))}
      <YesNoDialog
        opened={asking}
        message={t('confirm')}
        yes={t('yes')}
        no={t('no')}
        pending={insert.isPending}
        onYes={submit}
        onNo={() => setAsking(false)}
        testId="consent-confirm"
      />
    </Stack>
  );
}
