import { Fragment, useCallback, useMemo, useRef } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import Form from './theme';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { FormData, FormUiSchema, FormValidator } from '../types';
import { fields, widgets } from '../widgets';
import type { EngineFormContext } from './layout';
import RootTemplate from './RootTemplate';
import ObjectFieldTemplate from '../templates/ObjectFieldTemplate';
import PathStringField from './fieldPath';

interface Props {
  schema: RJSFSchema;
  uiSchema?: FormUiSchema;
  validator: FormValidator;
  formData: FormData;
  /** Keep it referentially stable while its content does not change (see `useStable`). */
  errors: ErrorSchema<FormData>;
  /** Keep it referentially stable while its content does not change (see `useStable`). */
  context: EngineFormContext;
  disabled?: boolean;
  /** `id`: the widget that reported the change, when it said. */
  onChange: (data: FormData, id?: string) => void;
}

const DEFAULTS = { constAsDefaults: 'never' } as const;
const TEMPLATES = { ObjectFieldTemplate };
/** The engine's fields, and RJSF's StringField telling text widgets where their value lives (useTypedValue). */
const FIELDS = { ...fields, StringField: PathStringField };

/**
 * RJSF with the MUI theme and the engine's registry. RJSF's own validation is off: the engine validates with
 * the same validator and passes exactly the errors the user should see as `extraErrors`, which keeps the
 * rules of when errors appear (spec §5) in one place.
 *
 * A keystroke updates RJSF's own state (it re-renders the edited field) and then comes back here as the
 * `formData` RJSF just emitted. Handing that object back would make RJSF compare every prop deeply, recompute
 * its whole state a second time and render once more for nothing, so the form element is kept as it is
 * while the data is the one RJSF emitted and nothing else changed. Any other data (a widget's `patch`, a
 * cleared step, the host's) re-renders the form with it, and so does any change of errors, context, schema or
 * disabled state, always with the current data.
 */
export default function EngineForm({
  schema,
  uiSchema,
  validator,
  formData,
  errors,
  context,
  disabled,
  onChange,
}: Props) {
  const rootUi = useMemo(() => ({ ...uiSchema, 'ui:ObjectFieldTemplate': RootTemplate }), [uiSchema]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The data RJSF last emitted, and every object it ever emitted: its state already holds them (or newer). */
  const emitted = useRef<FormData | undefined>(undefined);
  const everEmitted = useRef(new WeakSet<object>());
  const handleChange = useCallback((e: IChangeEvent<FormData>, id?: string) => {
    const data = e.formData as FormData;
    emitted.current = data;
    if (data && typeof data === 'object') everEmitted.current.add(data);
    onChangeRef.current(data, id);
  }, []);
  // Data RJSF emitted comes back here, possibly a keystroke late (the host renders it as a transition):
  // RJSF is handed its latest data then, never an older one. Other data (a patch, the host's) goes to RJSF.
  const fromRjsf = formData === emitted.current || everEmitted.current.has(formData);
  const current = fromRjsf ? (emitted.current as FormData) : formData;
  /** The last data RJSF did not produce itself: a change of it must reach RJSF. */
  const given = useRef(formData);
  if (!fromRjsf) given.current = formData;
  const dataVersion = given.current;

  // The data is read when the element is rebuilt for any of the listed reasons: then it is always current.
  return useMemo(
    () => (
      <Form
        tagName="div"
        schema={schema}
        uiSchema={rootUi}
        validator={validator}
        formData={current}
        formContext={context}
        widgets={widgets}
        fields={FIELDS}
        templates={TEMPLATES}
        extraErrors={errors}
        disabled={disabled}
        // A `const: true` checkbox (terms, per-diem agreement) must start unticked: never use const as default.
        experimental_defaultFormStateBehavior={DEFAULTS}
        noHtml5Validate
        showErrorList={false}
        onChange={handleChange}
      >
        <Fragment />
      </Form>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the data: see dataVersion above
    [schema, rootUi, validator, dataVersion, context, errors, disabled, handleChange],
  );
}
