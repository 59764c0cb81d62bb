import { Alert, Button, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isVerifiedStudent } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { openBookingModal } from '@/shared/booking-modal';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { EventCard } from './EventCard';
import { NS } from './locales';
import { ResponseDialog } from './ResponseDialogs';
import { useResponseFlow } from './use-response-flow';

/** /events: the sessions the viewer may see, as cards (spec 1 §2.4). */
export default function EventsPage() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const { user } = useSession();
  const list = useQuery(trpc.events.getEvents.queryOptions());
  const flow = useResponseFlow();
  const staff = !!user && (user.isAdmin || user.isTeacher);
  return (
    <Stack gap="md" p="md" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="center">
        <PageTitle>{t('title')}</PageTitle>
        <Button variant="light" onClick={() => openBookingModal()} data-testid="open-booking-modal">
          {t('bookAppointment')}
        </Button>
      </Group>
      {user?.isSecondaryStudent && !isVerifiedStudent(user.verificationResult) ? (
        <Alert color="yellow" data-testid="student-not-verified">
          {t('notVerified')}
        </Alert>
      ) : null}
      {list.isPending ? <Loader aria-label={t('loading')} /> : null}
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.data && list.data.events.length === 0 ? <Alert>{t('empty')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.data?.events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            signedIn={!!user}
            canTapToWithdraw={staff}
            onAction={flow.start}
            detailHref={`/events/${event.id}`}
          />
        ))}
      </SimpleGrid>
      <ResponseDialog {...flow.dialogProps} />
    </Stack>
  );
}
