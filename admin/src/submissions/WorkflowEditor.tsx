import { useState } from 'react';
import { Grid, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { failureMessage, useSubmissionApi } from './api';
import { ContactsSelect } from './ContactsSelect';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import type { SubmissionKind } from './kind';
import { NetTermsField } from './NetTermsField';
import { unitIdOf, type SubmissionRef } from './types';
import { useContacts } from './useUnitLists';

/** What staff may edit on an open record (back-office.md §2 details, §7 set / setApplication). */
export interface WorkflowValues {
  customerCode: string;
  paymentTerms: string;
  netTerms: string;
  contacts: string[];
}

/**
 * The details page's edits and its header's Save: the edited values over the record's, Save sends only what
 * changed to the same rules as the spec's set call (the server turns NEW into PENDING), then reloads.
 */
export function useWorkflowEdit(
  kind: SubmissionKind,
  record: { id: string } & WorkflowValues,
  onSaved: () => void,
) {
  const api = useSubmissionApi(kind.resource);
  const notify = useNotify();
  const [edits, setEdits] = useState<Partial<WorkflowValues>>({});
  const [busy, setBusy] = useState(false);
  const values: WorkflowValues = {
    customerCode: edits.customerCode ?? record.customerCode,
    paymentTerms: edits.paymentTerms ?? record.paymentTerms,
    netTerms: edits.netTerms ?? record.netTerms,
    contacts: edits.contacts ?? record.contacts,
  };
  const dirty = Object.keys(edits).length > 0;
  const save = async () => {
    setBusy(true);
    try {
      await api.save(record.id, edits);
      notify(kind.messages.saved, { type: 'success' });
      setEdits({});
      onSaved();
    } catch (e) {
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const set = <K extends keyof WorkflowValues>(key: K, value: WorkflowValues[K]) =>
    setEdits((e) => ({ ...e, [key]: value }));
  return { values, set, dirty, busy, save };
}

export type WorkflowEdit = ReturnType<typeof useWorkflowEdit>;

/** The free-text workflow fields, each under its own label. */
const TEXT_FIELDS = [
  ['customerCode', 'Customer Code'],
  ['paymentTerms', 'Payment Terms'],
] as const;

/** The editable workflow fields of an open record, each under its own label. */
export function WorkflowEditor(props: {
  edit: WorkflowEdit;
  record: SubmissionRef;
  netTerms: boolean;
  disabled: boolean;
}) {
  const { edit, record, netTerms, disabled } = props;
  const contacts = useContacts(unitIdOf(record));
  const size = { xs: 12, sm: 6, md: 3 };
  return (
    <Grid container spacing={2} sx={{ mt: 1 }} data-testid="workflow-editor">
      {TEXT_FIELDS.map(([field, label]) => (
        <Grid key={field} size={size}>
          <TextField
            fullWidth
            size="small"
            label={label}
            value={edit.values[field]}
            onChange={(e) => edit.set(field, e.target.value)}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
      ))}
      {netTerms ? (
        <Grid size={size}>
          <NetTermsField
            fullWidth
            size="small"
            value={edit.values.netTerms}
            onChange={(v) => edit.set('netTerms', v)}
            disabled={disabled}
          />
        </Grid>
      ) : null}
      <Grid size={size}>
        <ContactsSelect
          label="Point Of Contact"
          contacts={contacts}
          value={edit.values.contacts}
          onChange={(ids) => edit.set('contacts', ids)}
          disabled={disabled}
        />
      </Grid>
    </Grid>
  );
}
