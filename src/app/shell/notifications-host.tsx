import { Notifications } from '@mantine/notifications';

/** Where notifications appear; the screens show them through @mantine/notifications' store alone. */
export function NotificationsHost() {
  return <Notifications position="top-center" />;
}
