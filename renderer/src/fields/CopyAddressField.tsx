import type { FieldProps } from '@rjsf/utils';
import { getAt } from '../errors/paths';
import ToggleBox, { engineOf, pathOf } from './ToggleBox';

const DEFAULT_KEYS = ['address1', 'address2', 'city', 'state', 'zip'];

/**
 * 'Copy company address' (spec §4 Billing): ticking copies address1, address2, city, state and zip from the
 * company address into the billing address, unticking clears them. ui:options from / to / keys override.
 */
export default function CopyAddressField(props: FieldProps) {
  const options = (props.uiSchema?.['ui:options'] ?? {}) as { from?: string; to?: string; keys?: string[] };
  const from = options.from ?? 'address';
  const to = options.to ?? 'billingAddress';
  const keys = options.keys ?? DEFAULT_KEYS;
  const toggle = (checked: boolean) => {
    const engine = engineOf(props);
    const changes: Record<string, unknown> = { [pathOf(props).join('.')]: checked };
    for (const key of keys)
      changes[`${to}.${key}`] = checked ? getAt(engine.getData(), `${from}.${key}`) : undefined;
    engine.patch(changes);
  };
  return <ToggleBox field={props} onToggle={toggle} />;
}
