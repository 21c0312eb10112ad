import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

export function Toaster() {
  // Bottom right: at the top they would cover the account menu for seconds after each action.
  return <Notifications position="bottom-right" />;
}
