import { render } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import SchemaForm from '../SchemaForm';
import type { EngineContext, FormData, FormUiSchema } from '../types';
import { createValidator } from '../validator';

export const validator = createValidator();

// Rendering a whole MUI form in jsdom takes seconds on a busy CI machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Renders properties in a one-section SchemaForm and records every data change, so widget tests assert on
 * what the user sees and on what would be saved.
 */
export function renderFields(
  properties: Record<string, RJSFSchema>,
  uiSchema: FormUiSchema = {},
  formData: FormData = {},
  extra: { required?: string[]; context?: Partial<EngineContext>; onSubmit?: (d: FormData) => unknown } = {},
) {
  const changes: FormData[] = [];
  const schema: RJSFSchema = { type: 'object', properties, required: extra.required };
  const definition = {
    key: 'test',
    schema,
    steps: [{ id: 'main', title: 'Main', fields: Object.keys(properties) }],
  };
  const utils = render(
    <SchemaForm
      definition={definition}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      onChange={(d) => changes.push(d)}
      onSubmit={extra.onSubmit}
      context={extra.context}
    />,
  );
  const last = () => changes[changes.length - 1] ?? formData;
  return { ...utils, changes, last };
}
