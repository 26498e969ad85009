import { Fragment, useMemo } from 'react';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { FormData, FormUiSchema, FormValidator } from '../types';
import { fields, widgets } from '../widgets';
import type { EngineFormContext } from './layout';
import RootTemplate from './RootTemplate';

interface Props {
  schema: RJSFSchema;
  uiSchema?: FormUiSchema;
  validator: FormValidator;
  formData: FormData;
  errors: ErrorSchema<FormData>;
  context: EngineFormContext;
  disabled?: boolean;
  onChange: (data: FormData) => void;
}

const DEFAULTS = { constAsDefaults: 'never' } as const;

/**
 * RJSF with the MUI theme and the engine's registry. RJSF's own validation is off: the engine validates with
 * the same validator and passes exactly the errors the user should see as `extraErrors`, which keeps the
 * rules of when errors appear (spec §5) in one place.
 */
export default function EngineForm({
  schema,
  uiSchema,
  validator,
  formData,
  errors,
  context,
  ...rest
}: Props) {
  const rootUi = useMemo(() => ({ ...uiSchema, 'ui:ObjectFieldTemplate': RootTemplate }), [uiSchema]);
  return (
    <Form
      tagName="div"
      schema={schema}
      uiSchema={rootUi}
      validator={validator}
      formData={formData}
      formContext={context}
      widgets={widgets}
      fields={fields}
      extraErrors={errors}
      disabled={rest.disabled}
      // A `const: true` checkbox (terms, per-diem agreement) must start unticked: never use const as default.
      experimental_defaultFormStateBehavior={DEFAULTS}
      noHtml5Validate
      showErrorList={false}
      onChange={(e) => rest.onChange(e.formData as FormData)}
    >
      <Fragment />
    </Form>
  );
}
