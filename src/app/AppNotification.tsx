/**
 * react-admin's notification, with one change: a message that arrives while another is on screen
 * takes its place at once. react-admin 5 shows its queue one message at a time, each for its full
 * four seconds, so a save's failure that followed "Call placed" (or any other message) was told
 * only up to four seconds later, below a message already read. Here, while a message waits, the
 * one on screen is given no more time: it closes as if its time were up (an undoable one commits
 * as it would then), and the next opens. A message that sets its own duration keeps it.
 */
import { Notification, useNotificationContext, type NotificationProps } from 'react-admin';

export const AppNotification = (props: NotificationProps) => {
  const { notifications } = useNotificationContext();
  // The queue holds the messages not yet shown (the one on screen has been taken from it). Without
  // one waiting, react-admin's own duration (or the one given here).
  return <Notification {...props} autoHideDuration={notifications.length > 0 ? 0 : props.autoHideDuration} />;
};
