import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './NotificationsHost.module.css';

/**
 * Where toasts stand (issue 24 item 13): at the bottom, where no modal has its title (a modal's title is at
 * its top, and modals open from the top or the middle of the screen), and one at a time, the next waiting
 * for the one before to close, so that they do not pile up over what is open.
 */
export const TOAST_POSITION = 'bottom-center';
export const TOASTS_AT_ONCE = 1;

/**
 * The toast container, in its own chunk: NotificationsSlot loads it with the first toast. Toasts shown
 * before it arrives wait in the notifications store and appear when it mounts.
 */
export default function NotificationsHost() {
  return (
    <Notifications position={TOAST_POSITION} limit={TOASTS_AT_ONCE} classNames={{ root: classes.root }} />
  );
}
