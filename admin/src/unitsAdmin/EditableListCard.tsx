import { useState, type ReactNode } from 'react';
import { Button, Card, CardContent, CardHeader, Stack, TextField, type ButtonProps } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useSavePage } from './useSavePage';
import { serverFailure } from './useUnitsAdminApi';

/** One text field of the editor dialog: the draft's `key`, cleaned as typed (upper case, length). */
export interface EditableField<D> {
  key: keyof D & string;
  label: string;
  clean?: (typed: string) => string;
  maxLength?: number;
}

/** The confirmation a row action asks first (§4: 'Deactivate {name}', 'Delete {code}?'). */
export interface RowConfirmation<R> {
  title: (row: R) => string;
  text: (row: R) => string;
  action: { label: string; color?: ButtonProps['color'] };
  /** Sends the confirmed change; resolves to the success banner. */
  run: (row: R) => Promise<string>;
}

/** What the list inside the card may do: open the editor on a row (or a new one), or ask about a row. */
export interface EditableListActions<R, D> {
  edit: (draft: D) => void;
  ask: (row: R) => void;
}

export interface EditableListCardProps<R, D> {
  title: string;
  /** 'Contact', 'Denial Code': the button says 'New {noun}', the editor 'New {noun}' or 'Edit {noun}'. */
  noun: string;
  canEdit: boolean;
  /** A new entry's draft. */
  blank: D;
  fields: EditableField<D>[];
  /** Sends the draft (new when it has no id); resolves to the success banner. */
  save: (draft: D) => Promise<string>;
  confirm?: RowConfirmation<R>;
  children: (actions: EditableListActions<R, D>) => ReactNode;
}

/**
 * A card of small entries of a company or division (back-office.md §2 'Contact List', 'Denial Codes', §4): a
 * 'New …' button, the entries as the caller lays them out, one editor dialog with text fields, and a
 * confirmation before a row's destructive change. An entry is stored by its own call and then the page's other
 * unsaved edits with it (useSavePage: every save saves the whole page).
 */
export function EditableListCard<R, D extends { id?: string }>(props: EditableListCardProps<R, D>) {
  const { title, noun, canEdit, blank, fields, save, confirm, children } = props;
  const [editing, setEditing] = useState<D>();
  const [asking, setAsking] = useState<R>();
  const savePage = useSavePage();
  const andPage = async (message: string) => {
    await savePage();
    return message;
  };
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        // One save model: saving an entry saves the whole page, as Save does; the card says so.
        subheader={
          canEdit ? `Saving a ${noun.toLowerCase()} also saves your other edits on this page.` : undefined
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
        action={
          canEdit && (
            <Button startIcon={<AddIcon />} onClick={() => setEditing({ ...blank })}>
              New {noun}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {children({ edit: (d) => setEditing({ ...d }), ask: setAsking })}
      </CardContent>
      <ActionDialog
        open={!!editing}
        title={`${editing?.id ? 'Edit' : 'New'} ${noun}`}
        action={{ label: 'Save' }}
        form
        onClose={() => setEditing(undefined)}
        run={() => save(editing as D).then(andPage)}
        failure={serverFailure}
        onDone={() => setEditing(undefined)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fields.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              value={String(editing?.[f.key] ?? '')}
              onChange={(e) => {
                const value = f.clean ? f.clean(e.target.value) : e.target.value;
                setEditing((d) => d && { ...d, [f.key]: value });
              }}
              slotProps={f.maxLength ? { htmlInput: { maxLength: f.maxLength } } : undefined}
            />
          ))}
        </Stack>
      </ActionDialog>
      {confirm && (
        <ActionDialog
          open={asking !== undefined}
          title={asking === undefined ? '' : confirm.title(asking)}
          action={confirm.action}
          onClose={() => setAsking(undefined)}
          run={() => confirm.run(asking as R).then(andPage)}
          failure={serverFailure}
          onDone={() => setAsking(undefined)}
        >
          {asking === undefined ? '' : confirm.text(asking)}
        </ActionDialog>
      )}
    </Card>
  );
}
