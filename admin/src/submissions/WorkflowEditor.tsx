import { useCallback, useRef, useState } from 'react';
import { Grid, TextField } from '@mui/material';
import { HttpError, useNotify } from 'react-admin';
import type { ServerErrors } from '@cp/renderer';
import type { FormData, FormDefinition } from '@cp/schemas/forms/types';
import type { SavePayload } from '../dataProvider/submissions';
import { useLeavePageWarning } from '../unitsAdmin/useLeavePageWarning';
import { changedAnswers } from './answersUi';
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

/** The customer's answers as staff edit them: open or not, the latest typed, the server's field errors. */
interface AnswersState {
  open: boolean;
  /** Each opening (and each discard or save) mounts the form anew from the record's answers. */
  round: number;
  errors?: ServerErrors;
}

/**
 * The details page's one save model (back-office.md §2 header Save, §4): the edited workflow values over the
 * record's, and the customer's answers of an open record as staff edit them (AnswersEditor). Save sends only
 * what changed — the answers top-level field by field, as the server merges them — in one call with the same
 * rules as the spec's set / setApplication (the server turns NEW into PENDING and audits), then the record
 * re-reads. A refusal keeps everything typed and puts the server's field errors on their fields; Cancel
 * discards every edit.
 */
export function useWorkflowEdit(
  kind: SubmissionKind,
  record: { id: string; answers?: FormData; definition?: FormDefinition } & WorkflowValues,
  onSaved: () => void,
) {
  const api = useSubmissionApi(kind.resource);
  const notify = useNotify();
  const [edits, setEdits] = useState<Partial<WorkflowValues>>({});
  const [busy, setBusy] = useState(false);
  const [answers, setAnswers] = useState<AnswersState>({ open: false, round: 0 });
  /** The answers as last typed (a ref: the page does not re-render on every keystroke). */
  const typed = useRef<FormData | undefined>(undefined);
  const [answersDirty, setAnswersDirty] = useState(false);
  const stored = record.answers ?? {};
  /** The stored answers and form as last rendered (the record loads after this hook first runs). */
  const basis = useRef({ stored, definition: record.definition });
  basis.current = { stored, definition: record.definition };
  const values: WorkflowValues = {
    customerCode: edits.customerCode ?? record.customerCode,
    paymentTerms: edits.paymentTerms ?? record.paymentTerms,
    netTerms: edits.netTerms ?? record.netTerms,
    contacts: edits.contacts ?? record.contacts,
  };
  const changed = () =>
    typed.current ? changedAnswers(stored, typed.current, record.definition) : ({} as FormData);
  const dirty = Object.keys(edits).length > 0 || answersDirty;
  // Leaving with unsaved edits asks first (closing the tab, a link of the console).
  useLeavePageWarning(dirty && !busy);
  const reset = () => {
    setEdits({});
    typed.current = undefined;
    setAnswersDirty(false);
    setAnswers((a) => ({ open: false, round: a.round + 1 }));
  };
  const save = async () => {
    const data = changed();
    const payload: SavePayload = { ...edits, ...(Object.keys(data).length ? { data } : {}) };
    setBusy(true);
    try {
      await api.save(record.id, payload);
      notify(kind.messages.saved, { type: 'success' });
      reset();
      onSaved();
    } catch (e) {
      const fields =
        e instanceof HttpError ? (e.body as { errors?: ServerErrors } | undefined)?.errors : undefined;
      if (fields && Object.keys(fields).length) setAnswers((a) => ({ ...a, open: true, errors: fields }));
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const set = <K extends keyof WorkflowValues>(key: K, value: WorkflowValues[K]) =>
    setEdits((e) => ({ ...e, [key]: value }));
  const onAnswers = useCallback((data: FormData) => {
    typed.current = data;
    const { stored: answers, definition } = basis.current;
    setAnswersDirty(Object.keys(changedAnswers(answers, data, definition)).length > 0);
  }, []);
  return {
    values,
    set,
    dirty,
    busy,
    save,
    /** Cancel: every edit discarded, the answers shown as stored. */
    discard: reset,
    answers: {
      ...answers,
      edit: () => setAnswers((a) => ({ ...a, open: true })),
      onChange: onAnswers,
    },
  };
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
