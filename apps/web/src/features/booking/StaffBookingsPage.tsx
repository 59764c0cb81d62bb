import { Alert, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';
import { StaffBookingList } from './StaffBookingList';
import { StaffItems } from './StaffItems';
import { StaffReservedDates } from './StaffReservedDates';
import { StaffSlots } from './StaffSlots';

/**
 * `/admin/booking`, beyond the spec: staff see, confirm and cancel bookings (teachers their school's);
 * admins also keep the items, timeslots and reserved dates.
 */
export default function StaffBookingsPage() {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  const isAdmin = user?.isAdmin ?? false;
  return (
    <Stack gap="lg">
      <PageTitle>{t('staff.title')}</PageTitle>
      <Tabs defaultValue="bookings" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="bookings">{t('staff.tabs.bookings')}</Tabs.Tab>
          <Tabs.Tab value="items">{t('staff.tabs.items')}</Tabs.Tab>
          <Tabs.Tab value="slots">{t('staff.tabs.slots')}</Tabs.Tab>
          <Tabs.Tab value="reserved">{t('staff.tabs.reserved')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bookings" pt="md">
          <StaffBookingList />
        </Tabs.Panel>
        {(['items', 'slots', 'reserved'] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {!isAdmin ? (
              <Alert color="yellow" variant="light">
                {t('staff.adminOnly')}
              </Alert>
            ) : tab === 'items' ? (
              <StaffItems />
            ) : tab === 'slots' ? (
              <StaffSlots />
            ) : (
              <StaffReservedDates />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
