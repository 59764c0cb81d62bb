import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './NotificationsHost.module.css';

/**
 * The toast container, in its own chunk: NotificationsSlot loads it with the first toast. Toasts shown
 * before it arrives wait in the notifications store and appear when it mounts.
 */
export default function NotificationsHost() {
  return <Notifications position="top-center" classNames={{ root: classes.root }} />;
}
