/** Shows react-admin's own notifications (useNotify) as toasts too, so there is one toast stack. */
import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { useNotificationContext, useTranslate } from 'ra-core';

export const NotificationBridge = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const { enqueueSnackbar } = useSnackbar();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions = {} } = notification;
    const { messageArgs, autoHideDuration } = notificationOptions;
    enqueueSnackbar(typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message, {
      variant: type,
      ...(autoHideDuration === null ? { persist: true } : autoHideDuration ? { autoHideDuration } : {}),
    });
  }, [notifications, takeNotification, enqueueSnackbar, translate]);

  return null;
};
