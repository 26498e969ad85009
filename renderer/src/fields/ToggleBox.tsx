import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FieldProps } from '@rjsf/utils';
import type { EngineContext } from '../types';

/** A labelled checkbox for the cross-field toggles; the change is applied as one patch of several paths. */
export default function ToggleBox({
  field,
  onToggle,
}: {
  field: FieldProps;
  onToggle: (checked: boolean) => void;
}) {
  const id = field.fieldPathId.$id;
  const label = String(field.uiSchema?.['ui:title'] ?? field.schema.title ?? field.name);
  return (
    <FormControlLabel
      label={label}
      disabled={field.disabled || field.readonly}
      control={
        <Checkbox id={id} checked={field.formData === true} onChange={(e) => onToggle(e.target.checked)} />
      }
    />
  );
}

export function engineOf(field: FieldProps): EngineContext {
  return field.registry.formContext as EngineContext;
}

export function pathOf(field: FieldProps): string[] {
  return field.fieldPathId.path.map(String);
}
