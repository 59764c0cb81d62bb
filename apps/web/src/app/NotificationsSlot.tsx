import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsHost = lazy(() => import('./NotificationsHost'));

/**
 * Where toasts appear; their container (and its transitions) loads with the first toast, not with every
 * page: most first screens show none. Toasts shown before it arrives wait in the notifications store.
 */
export function NotificationsSlot() {
  const { notifications, queue } = useNotifications();
  // Once there, the container stays: a toast closing needs it for its exit.
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
