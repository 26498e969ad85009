import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Button, LinearProgress } from '@mui/material';
import type { FormData, FormDefinition } from '@cp/schemas/forms/types';
import { DisabledReason } from './DisabledReason';
import { deniedReason } from './reasons';
import type { WorkflowEdit } from './WorkflowEditor';

const AnswersEditor = lazy(() => import('./AnswersEditor'));

/** What a READ ONLY user reads on an open record instead of the editing buttons (issue 27 item 1). */
export const READ_ONLY_NOTICE = 'Read only: your role can view this record but not change it.';

/**
 * The details header's editing buttons, the same for both kinds: 'Edit answers' (a NEW or PENDING record, for
 * users the server lets save), Cancel while anything is edited, and Save, which stores the workflow fields and
 * the answers together. `decidedReason` says why Save is off on a decided record.
 */
export function EditActions(props: {
  edit: WorkflowEdit;
  /** NEW or PENDING */
  open: boolean;
  /** `act.may('save', record)`: what the server allows */
  mayEdit: boolean;
  decidedReason: string;
}) {
  const { edit, open, mayEdit, decidedReason } = props;
  const editing = edit.dirty || edit.answers.open;
  return (
    <>
      {open && mayEdit && !edit.answers.open ? (
        <Button variant="outlined" onClick={edit.answers.edit}>
          Edit answers
        </Button>
      ) : null}
      {editing ? (
        <Button onClick={edit.discard} disabled={edit.busy}>
          Cancel
        </Button>
      ) : null}
      <DisabledReason reason={open ? (mayEdit ? '' : deniedReason('save')) : decidedReason}>
        <Button
          variant={editing ? 'contained' : 'outlined'}
          onClick={() => void edit.save()}
          disabled={!open || !edit.dirty || edit.busy || !mayEdit}
        >
          Save
        </Button>
      </DisabledReason>
    </>
  );
}

/** On an open record a READ ONLY user is told the page is read only. */
export function ReadOnlyNotice({ show }: { show: boolean }) {
  return show ? (
    <Alert severity="info" sx={{ mb: 2 }}>
      {READ_ONLY_NOTICE}
    </Alert>
  ) : null;
}

/**
 * The customer's answers: as read (`view`, FormDataView), or in the answers editor while staff edit them;
 * `extra` goes under the editor (what the read view shows inside its sections, such as an uploaded file).
 */
export function AnswersSection(props: {
  edit: WorkflowEdit;
  definition: FormDefinition | undefined;
  data: FormData;
  unitName: string;
  view: ReactNode;
  extra?: ReactNode;
}) {
  const { edit, definition, data, unitName, view, extra } = props;
  if (!edit.answers.open || !definition) return view;
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading the form" sx={{ mb: 2 }} />}>
      <AnswersEditor
        key={edit.answers.round}
        definition={definition}
        data={data}
        unitName={unitName}
        onChange={edit.answers.onChange}
        errors={edit.answers.errors}
      >
        {extra}
      </AnswersEditor>
    </Suspense>
  );
}
