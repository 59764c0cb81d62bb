import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * The toast container, in its own chunk: it loads right after the first paint. Toasts shown before it
 * arrives wait in the notifications store and appear when it mounts.
 */
export default function NotificationsHost() {
  return <Notifications position="top-center" />;
}
