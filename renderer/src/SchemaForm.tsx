import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FORM } from '@cp/schemas/messages/renderer';
import { hasErrorsIn } from './errors';
import EngineForm from './form/EngineForm';
import { useFormEngine } from './form/useFormEngine';
import { useFocusFirstError } from './form/focusFirstError';
import { useEngineContext, useShownErrors } from './form/engineProps';
import { useStable } from './form/useStable';
import type {
  EngineContext,
  FormData,
  FormDefinitionLike,
  FormUiSchema,
  FormValidator,
  ServerErrors,
} from './types';

export interface SchemaFormProps {
  definition: FormDefinitionLike;
  uiSchema?: FormUiSchema;
  validator: FormValidator;
  formData?: FormData;
  onChange?: (data: FormData) => void;
  /** Called with valid data; a returned promise keeps the busy state until it settles. */
  onSubmit?: (data: FormData) => unknown;
  /** Server-only errors, path -> message, shown on their fields. */
  extraErrors?: ServerErrors;
  /** Show every error now (as after a submit attempt). */
  showErrors?: boolean;
  submitLabel?: string;
  /** Extra formContext for widgets (upload callback, download links). */
  context?: Partial<Pick<EngineContext, 'onUpload' | 'fileDownloadUrl' | 'fileIdSuffix'>>;
}

/**
 * A single page of sections (the customer activation form): each section reports valid or invalid; a submit
 * with errors shows them all and 'Please fill out all required fields to continue' (spec §2, §5).
 */
export default function SchemaForm(props: SchemaFormProps) {
  const { definition, validator } = props;
  const engine = useFormEngine({
    schema: definition.schema,
    validator,
    initialData: props.formData ?? {},
    serverErrors: props.extraErrors,
    onChange: props.onChange,
    uiSchema: props.uiSchema,
  });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const { container, reportErrors } = useFocusFirstError();
  const showErrors = attempted || !!props.showErrors;

  const errors = useShownErrors(engine, showErrors);
  const invalid = useStable(
    useMemo(
      () => Object.fromEntries(definition.steps.map((s) => [s.id, hasErrorsIn(engine.allErrors, s.fields)])),
      [definition.steps, engine.allErrors],
    ),
  );
  const context = useEngineContext(props.context, engine, showErrors, {
    mode: 'sections',
    steps: definition.steps,
    current: 0,
    invalid,
    showStatus: showErrors,
  });
  const valid = Object.keys(engine.allErrors).length === 0;

  const submit = async () => {
    setAttempted(true);
    // Judged on the latest data: a value typed just before the click may not have been rendered yet.
    if (Object.keys(engine.collect(engine.dataRef.current)).length > 0) return reportErrors();
    if (!props.onSubmit) return;
    setBusy(true);
    try {
      await props.onSubmit(engine.dataRef.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box ref={container}>
      <EngineForm
        schema={definition.schema}
        uiSchema={props.uiSchema}
        validator={validator}
        formData={engine.formData}
        errors={errors}
        context={context}
        disabled={busy}
        onChange={engine.update}
      />
      {attempted && !valid && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {FORM.invalid}
        </Alert>
      )}
      {props.onSubmit && (
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {props.submitLabel ?? FORM.submit}
          </Button>
        </Box>
      )}
    </Box>
  );
}
