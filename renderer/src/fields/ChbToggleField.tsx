import type { FieldProps } from '@rjsf/utils';
import { getAt } from '../errors/paths';
import ToggleBox, { engineOf, pathOf } from './ToggleBox';

/**
 * 'Company handles CHB' (spec §4): ticking clears every customs-broker contact field of the enclosing object,
 * unticking clears the ACH importer flag. ui:options.clear lists the contact fields when the object holds
 * other values too; ui:options.achKey names the flag (default achImporter); ui:options.target the object.
 */
export default function ChbToggleField(props: FieldProps) {
  const options = (props.uiSchema?.['ui:options'] ?? {}) as {
    clear?: string[];
    achKey?: string;
    target?: string;
  };
  const achKey = options.achKey ?? 'achImporter';
  const path = pathOf(props);
  const own = path[path.length - 1];
  // The broker object: the toggle's own object, or ui:options.target ('chb') when the toggle sits at the root.
  const parent = options.target ? options.target.split('.') : path.length > 1 ? path.slice(0, -1) : ['chb'];
  const prefix = parent.join('.') + '.';
  const toggle = (checked: boolean) => {
    const engine = engineOf(props);
    const changes: Record<string, unknown> = { [path.join('.')]: checked };
    if (checked) {
      const sibling = (getAt(engine.getData(), '/' + parent.join('/')) ?? {}) as Record<string, unknown>;
      const keys =
        options.clear ?? Object.keys(sibling).filter((k) => k !== own && k !== achKey && k !== '_id');
      for (const key of keys) changes[prefix + key] = undefined;
    } else changes[prefix + achKey] = undefined;
    engine.patch(changes);
  };
  return <ToggleBox field={props} onToggle={toggle} />;
}
