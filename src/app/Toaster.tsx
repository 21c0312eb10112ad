import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

export function Toaster() {
  return <Notifications position="top-right" />;
}
