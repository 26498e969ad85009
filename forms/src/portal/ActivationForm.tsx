import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { SchemaForm, type ServerErrors } from '@cp/renderer';
import { NetworkError } from '../api/http';
import { portalApi, type LinkRecord } from '../api/portal';
import { MSG } from '../messages';
import { AutosaveStatus } from './AutosaveStatus';
import { initialData, loadForm } from './form-catalog';
import { usePrecompiledForm } from './precompiled-validator';
import { useAutosave } from './useAutosave';

/**
 * The short form of a record not yet submitted (its heading and introduction: ActivationIntro, shown while this
 * loads); the server's per-field errors land on their fields.
 */
export default function ActivationForm({
  record,
  onSubmitted,
}: {
  record: LinkRecord;
  onSubmitted: (r: LinkRecord) => void;
}) {
  const unitName = record.unit.theme?.displayName || record.unit.name;
  const form = useMemo(() => loadForm(record.definition, unitName), [record.definition, unitName]);
  const { validator } = usePrecompiledForm(form.definition);
  const data = useMemo(() => initialData(form, record.data), [form, record.data]);
  const [serverErrors, setServerErrors] = useState<ServerErrors | undefined>();
  const [failure, setFailure] = useState('');
  const autosave = useAutosave(data, async (draft, leaving) => {
    const res = await portalApi.setInviteDraft({ id: record._id, email: record.email }, draft, leaving);
    if (!res.success) throw new Error(res.message);
  });
  const { stop } = autosave;

  const submit = useCallback(
    async (data: Record<string, unknown>) => {
      setFailure('');
      try {
        const res = await portalApi.setInvite({ id: record._id, email: record.email }, data);
        if (res.success) {
          stop();
          onSubmitted({ ...record, ...res.data, submitted: true, data });
          return;
        }
        // The server validates with the same schemas; what it still refuses is shown on the fields.
        if (res.errors) setServerErrors(res.errors);
        setFailure(res.message || MSG.general);
      } catch (e) {
        setFailure(e instanceof NetworkError ? MSG.saveFailed : MSG.general);
      }
    },
    [record, onSubmitted, stop],
  );

  return (
    <>
      <AutosaveStatus state={autosave.state} note={MSG.savedAsYouType} />
      <SchemaForm
        definition={form.definition}
        uiSchema={form.uiSchema}
        validator={validator}
        formData={data}
        onChange={autosave.onChange}
        onSubmit={submit}
        extraErrors={serverErrors}
        showErrors={Boolean(serverErrors)}
        submitLabel="Submit"
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFailure('')}>
          {failure}
        </Alert>
      )}
    </>
  );
}
