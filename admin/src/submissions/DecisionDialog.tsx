import { useEffect, useState, type ReactNode } from 'react';
import { TextField, type ButtonProps, type TextFieldProps } from '@mui/material';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useFieldErrors } from '../dialogs/useFieldErrors';
import { serverWarning } from './api';
import { ContactsSelect } from './ContactsSelect';
import { unitIdOf, type SubmissionRef } from './types';
import { useContacts } from './useUnitLists';

/** A decision's typed values by field, and the contacts to notify (chosen in every decision). */
export type DecisionValues<F extends string> = Record<F, string> & { contacts: string[] };
type Errors<F extends string> = Partial<Record<F | 'contacts', string | undefined>>;

/** What a decision's own fields are drawn with: a text field bound to a value, and the contacts field. */
export interface DecisionFields<F extends string> {
  values: DecisionValues<F>;
  set: (field: F, value: string) => void;
  errors: Errors<F>;
  /** A text field bound to `field`, its error under it; `clean` reformats what is typed. */
  text: (
    field: F,
    label: string,
    options?: { clean?: (typed: string) => string } & TextFieldProps,
  ) => ReactNode;
  /** The unit's active contacts, required in every decision (§5). */
  contacts: ReactNode;
}

export interface DecisionDialogProps<F extends string> {
  record: SubmissionRef | null;
  onClose: () => void;
  onDone: () => void;
  title: string;
  action: { label: string; color: ButtonProps['color'] };
  /** The fields' values each time the dialog opens on a record (the contacts start empty). */
  start: (record: SubmissionRef) => Record<F, string>;
  /** The §5 rules: a message per field that breaks one (undefined where fine). */
  validate: (values: DecisionValues<F>, record: SubmissionRef) => Errors<F>;
  /** Sends the decision; resolves to the success banner. */
  send: (values: DecisionValues<F>, record: SubmissionRef) => Promise<ReactNode>;
  children: (fields: DecisionFields<F>) => ReactNode;
}

/**
 * The body every decision dialog shares (approve, deny; back-office.md §2, §5): values reset each time it
 * opens (§4 'Dialog state resets'), the unit's contacts, field errors from the kind's rules, and the
 * console's ActionDialog to send. Each decision brings only its fields, rules and call.
 */
export function DecisionDialog<F extends string>(props: DecisionDialogProps<F>) {
  const { record, onClose, onDone, title, action, start, validate, send, children } = props;
  const contactOptions = useContacts(record ? unitIdOf(record) : null);
  const [values, setValues] = useState<DecisionValues<F>>();
  const { errors, check, reset } = useFieldErrors<F | 'contacts'>();

  useEffect(() => {
    if (!record) return;
    setValues({ ...start(record), contacts: [] });
    reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when it opens on a record, not per render of `start`
  }, [record, reset]);

  const current = values ?? ({ contacts: [] } as unknown as DecisionValues<F>);
  const set = (field: F, value: string) => setValues((v) => v && { ...v, [field]: value });
  const fields: DecisionFields<F> = {
    values: current,
    set,
    errors,
    text: (field, label, { clean, ...rest } = {}) => (
      <TextField
        fullWidth
        margin="dense"
        label={label}
        value={current[field] ?? ''}
        onChange={(e) => set(field, clean ? clean(e.target.value) : e.target.value)}
        error={!!errors[field]}
        helperText={errors[field] || ' '}
        {...rest}
      />
    ),
    contacts: (
      <ContactsSelect
        contacts={contactOptions}
        value={current.contacts}
        onChange={(contacts) => setValues((v) => v && { ...v, contacts })}
        error={errors.contacts}
      />
    ),
  };

  return (
    <ActionDialog
      open={!!record}
      form
      title={title}
      action={action}
      onClose={onClose}
      validate={() => check(validate(current, record!))}
      run={() => send(current, record!)}
      failure={serverWarning}
      onDone={onDone}
    >
      {children(fields)}
    </ActionDialog>
  );
}
