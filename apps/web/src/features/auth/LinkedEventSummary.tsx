import { Anchor, Card, Image, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTRPC } from '@/shared/api';
import { localName, localVenue, useFormatDateTime, useLang } from '@/shared/format';
import { NS } from './locales';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec 1 §2.8: a registration link with an event (`/s/{school}/{event}`) shows that event above the
 * form, with its poster, so that the person knows what they are signing up for. An unknown or hidden
 * event shows nothing: registering still works.
 */
export function LinkedEventSummary({ eventId }: { eventId: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const fmt = useFormatDateTime();
  const detail = useQuery({
    ...trpc.events.getEvent.queryOptions({ id: eventId }),
    enabled: UUID.test(eventId),
    retry: false,
  });
  const data = detail.data;
  if (!data) return null;
  const e = data.event;
  const name = localName(e, lang);
  const poster = e.posterLink ?? data.service?.posterLink ?? null;
  const place = e.mode === 'Online' ? t('linkedEvent.online') : localVenue(e, lang);
  return (
    <Card withBorder radius="md" data-testid="linked-event">
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('linkedEvent.intro')}
        </Text>
        <Text fw={700} data-testid="linked-event-name">
          {name}
        </Text>
        <Text size="sm">
          {fmt(e.startTime)}
          {place ? ` · ${place}` : ''}
        </Text>
        {poster ? <Image src={poster} alt={name} mah={240} fit="contain" /> : null}
        <Anchor component={Link} to={`/events/${encodeURIComponent(e.id)}`} size="sm">
          {t('linkedEvent.details')}
        </Anchor>
      </Stack>
    </Card>
  );
}
