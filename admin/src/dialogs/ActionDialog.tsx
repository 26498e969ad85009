import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type ButtonProps } from '@mui/material';
import { useNotify } from 'react-admin';

/** The banner of a failed action (§8: a server message as a warning, a fixed error text as an error). */
export interface Failure {
  message: string;
  type: 'warning' | 'error';
}

/** How long a success banner carrying a link stays (plain ones clear after 3 s, back-office.md §8). */
export const LINK_BANNER_MS = 10_000;

export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** The action button beside Close. */
  action: { label: string; color?: ButtonProps['color'] };
  /** Form dialogs take the small width; confirmations size to their text. */
  form?: boolean;
  onClose: () => void;
  /** Checked before anything is sent; false keeps the dialog open (it shows its own field errors). */
  validate?: () => boolean;
  /** Sends the action; resolves to the success banner's text (or content), throws on failure. */
  run: () => Promise<ReactNode>;
  /** The banner of a thrown failure. */
  failure: (e: unknown) => Failure;
  /** After the success banner (the caller closes the dialog and reloads). */
  onDone: () => void;
  children: ReactNode;
}

/**
 * The console's action dialog: a title, the fields or the question, Close and one action button. The
 * action validates, sends (the button is disabled meanwhile), shows the success banner and calls onDone,
 * or shows the failure banner and stays open. Decision, notes, delete and invite dialogs are all this.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { open, title, action, form, onClose, validate, run, failure, onDone, children } = props;
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (validate && !validate()) return;
    setBusy(true);
    try {
      const done = await run();
      // A banner with a link (back to the decided record) stays long enough to be followed.
      notify(done, {
        type: 'success',
        ...(typeof done === 'string' ? {} : { autoHideDuration: LINK_BANNER_MS }),
      });
      onDone();
    } catch (e) {
      const { message, type } = failure(e);
      notify(message, { type });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} {...(form ? { fullWidth: true, maxWidth: 'sm' as const } : {})}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" color={action.color} onClick={() => void submit()} disabled={busy}>
          {action.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
