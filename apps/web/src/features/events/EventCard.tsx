import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { isTentativeSession } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localName, localVenue, useFormatDateTime, useLang, useOptionLabel } from '@/shared/format';
import { useLoginModal } from '@/shared/login-modal';
import { blockedMessage, primaryAction, seatsState } from './event-card-view';
import { NS } from './locales';
import type { DialogKind } from './ResponseDialogs';
import type { EventItem } from './types';

interface Props {
  event: EventItem;
  signedIn: boolean;
  /** Admins and teachers tap an applied event to withdraw (spec 1 §4.1). */
  canTapToWithdraw: boolean;
  onAction: (kind: DialogKind, event: EventItem) => void;
  detailHref: string;
}

/** Spec 1 §2.4 event card. */
export function EventCard({ event, signedIn, canTapToWithdraw, onAction, detailHref }: Props) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const fmt = useFormatDateTime();
  const option = useOptionLabel();
  const { openLogin } = useLoginModal();
  const action = primaryAction(event, signedIn);
  const seats = seatsState(event);
  const blocked = event.viewer.applyBlock
    ? blockedMessage(event.viewer.applyBlock, event.targetForms, lang)
    : null;
  const name = localName(event, lang);
  return (
    <Card withBorder radius="md" padding="md" data-testid={`event-card-${event.id}`}>
      <Stack gap={6}>
        <Anchor component={Link} to={detailHref} fw={600} c="inherit" data-testid={`event-open-${event.id}`}>
          {name}{' '}
          {isTentativeSession(event.status) ? (
            <Text span c="orange">
              {t('tentative')}
            </Text>
          ) : null}
        </Anchor>
        <Text size="sm">{fmt(event.startTime)}</Text>
        <Group gap={6}>
          <Badge variant="light">{t(`mode.${event.mode === 'Online' ? 'Online' : 'Campus'}`)}</Badge>
          {event.venue ? (
            <Text size="sm" c="dimmed" data-testid="event-venue">
              {t('atVenue', { venue: localVenue(event, lang) })}
            </Text>
          ) : null}
        </Group>
        {event.language ? (
          <Text size="sm" c="dimmed" data-testid="event-language">
            {t('language', { language: option('eventLanguage', event.language) })}
          </Text>
        ) : null}
        {seats.kind === 'left' ? (
          <Text size="sm" data-testid="event-seats">
            {t('seatsLeft', { count: seats.count })}
          </Text>
        ) : seats.kind === 'full' ? (
          <Text size="sm" c="orange" data-testid="event-seats">
            {t('full')}
          </Text>
        ) : null}
        {event.userResponse?.waitingListPlace ? (
          <Badge color="orange" variant="light" data-testid="event-waiting-place">
            {t('waitingPlace', { place: event.userResponse.waitingListPlace })}
          </Badge>
        ) : null}
        {event.onlineMeetingLink ? (
          <Anchor href={event.onlineMeetingLink} target="_blank" rel="noreferrer" size="sm">
            {t('meetingLink')}
          </Anchor>
        ) : event.hasMeetingLink && event.viewer.isApplied && !event.viewer.isPast ? (
          <Text size="xs" c="dimmed">
            {t('meetingLinkLater')}
          </Text>
        ) : null}
        <Group gap="xs" mt={4}>
          {action === 'apply' ? (
            <Button size="xs" onClick={() => onAction('apply', event)} data-testid="event-apply">
              {t('apply')}
            </Button>
          ) : action === 'loginToApply' ? (
            <Button size="xs" variant="light" onClick={openLogin} data-testid="event-login-to-apply">
              {t('loginToApply')}
            </Button>
          ) : action === 'applied' ? (
            <Button
              size="xs"
              variant="light"
              color="green"
              onClick={canTapToWithdraw ? () => onAction('withdraw', event) : undefined}
              style={canTapToWithdraw ? undefined : { cursor: 'default' }}
              data-testid="event-applied"
            >
              {event.userResponse?.confirmed ? t('confirmed') : t('applied')}
            </Button>
          ) : action === 'attended' ? (
            <Badge color="green" data-testid="event-attended">
              {t('attended')}
            </Badge>
          ) : action === 'ended' ? (
            <Badge color="gray">{t('ended')}</Badge>
          ) : action === 'blocked' && event.viewer.applyBlock ? (
            <Text size="xs" c="dimmed" data-testid="event-blocked">
              {blocked ? t(blocked.key, blocked.vars) : null}
            </Text>
          ) : null}
          {event.viewer.canRollCall ? (
            <Button
              size="xs"
              variant="outline"
              onClick={() => onAction('rollCall', event)}
              data-testid="event-roll-call"
            >
              {t('rollCall')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
