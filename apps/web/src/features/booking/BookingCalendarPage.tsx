import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';

/** `/booking/calendar/:bookingId?t=`: the link in the confirmation message; downloads the booking's .ics. */
export default function BookingCalendarPage() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const { bookingId = '' } = useParams();
  const [query] = useSearchParams();
  const ics = useQuery({
    ...trpc.booking.getBookingIcs.queryOptions({ bookingId, t: query.get('t') ?? '' }),
    retry: false,
  });
  const download = () => {
    if (!ics.data) return;
    const url = URL.createObjectURL(new Blob([ics.data.ics], { type: 'text/calendar' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'booking.ics';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md" maw={480} mx="auto" w="100%">
      <PageTitle>{t('calendar.title')}</PageTitle>
      {ics.isPending && <Loader aria-label={t('loading')} />}
      {ics.isError && <Alert color="red">{t('calendar.invalid')}</Alert>}
      {ics.data && (
        <Button onClick={download} data-testid="booking-ics-download">
          {t('calendar.download')}
        </Button>
      )}
    </Stack>
  );
}
