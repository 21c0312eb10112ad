import { Notifications } from '@mantine/notifications';
// Core styles first (Mantine's order); Loader and CloseButton are in the entry's styles.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export function Toaster() {
  // Bottom right: at the top they would cover the account menu for seconds after each action.
  return <Notifications position="bottom-right" />;
}
