/** react-admin's notification, with one change: a message that arrives while another is on screen takes its place at once. react-admin… */
// Reasoning: docs/decisions.md "Notes: src/app/AppNotification.tsx"
import { Notification, useNotificationContext, type NotificationProps } from 'react-admin';

export const AppNotification = (props: NotificationProps) => {
  const { notifications } = useNotificationContext();
  // The queue holds the messages not yet shown (the one on screen has been taken from it).
  return <Notification {...props} autoHideDuration={notifications.length > 0 ? 0 : props.autoHideDuration} />;
};
