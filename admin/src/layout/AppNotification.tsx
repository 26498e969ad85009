import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Portal, Snackbar } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import type { NotificationPayload } from 'react-admin';

/** back-office.md §8 'Banners': success and warning clear after 3 seconds; errors stay until closed. */
export const BANNER_HIDE_MS = 3000;

export function hideAfter(type: NotificationPayload['type']): number | null {
  return type === 'error' ? null : BANNER_HIDE_MS;
}

/** react-admin's notification queue shown as banners with the spec's timing. */
export function AppNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notifications.length && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    }
  }, [notifications, current, takeNotification]);

  const undoable = !!current?.notificationOptions?.undoable;
  const settleUndoable = useCallback(
    (isUndo: boolean) => {
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo });
    },
    [takeMutation],
  );

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const text = typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message;
  const severity = type === 'error' || type === 'warning' || type === 'success' ? type : 'info';
  // In a portal, i.e. a new child of <body> when the banner appears: an open dialog hides the page from
  // assistive technology (aria-hidden on <body>'s children), and a banner inside the page would be hidden
  // with it, so a dialog's own failure message would never be announced.
  return (
    <Portal>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={
          undoable ? BANNER_HIDE_MS : (notificationOptions?.autoHideDuration ?? hideAfter(type))
        }
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        slotProps={{
          transition: {
            onExited: () => {
              if (undoable) settleUndoable(false);
              setCurrent(undefined);
            },
          },
        }}
      >
        <Alert
          variant="filled"
          severity={severity}
          onClose={() => setOpen(false)}
          sx={{ minWidth: 280, maxWidth: 560, alignItems: 'center' }}
          action={
            undoable ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  settleUndoable(true);
                  setCurrent(undefined);
                  setOpen(false);
                }}
              >
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
        >
          {text}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
