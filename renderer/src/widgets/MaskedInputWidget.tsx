import { useContext } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { countryAt, isUsCountry, storedPhone, typingPhone } from '@cp/schemas/phone-postal';
import { FieldPointer } from '../form/fieldPath';
import type { EngineContext } from '../types';
import TextInput from './TextInput';
import { useTypedValue } from './useTypedValue';
import { applyMask, digitsFor } from './mask';

/** The longest international number as typed with spaces and its '+' ('+44 20 7946 0958' and longer). */
const INTERNATIONAL_LENGTH = 22;

/**
 * The country whose rules a phone follows (its schema's `x-phoneIntl`: the country field's path from the object
 * holding the phone), read from the engine's data when asked, so a country chosen a moment ago counts.
 */
function useCountryOf(props: WidgetProps): () => unknown {
  const pointer = useContext(FieldPointer);
  const engine = props.registry.formContext as Partial<EngineContext> | undefined;
  const path = props.schema['x-phoneIntl'];
  return () => {
    if (typeof path !== 'string' || pointer === undefined || !engine?.getData) return undefined;
    const parentKeys = pointer
      .split('/')
      .slice(1, -1)
      .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const parent = countryAt(engine.getData(), parentKeys.join('/'));
    return countryAt(parentKeys.length ? parent : engine.getData(), path);
  };
}

/**
 * Phone, federal tax id and DUNS: shows the mask (999-999-9999, 99-9999999, 99-999-9999 from ui:options.mask)
 * and stores digits only. Typing, deleting and pasting formatted or unformatted text all work. A phone whose
 * rules follow a country (issue 27 item 16): under another country than the United States, the number is typed
 * as that country writes it, shown in its format and stored in international form (E.164) once it reads as one.
 */
export default function MaskedInputWidget(given: WidgetProps) {
  const props = useTypedValue(given);
  const countryOf = useCountryOf(given);
  const mask = String(props.options.mask ?? '999-999-9999');
  const value = typeof props.value === 'string' || typeof props.value === 'number' ? String(props.value) : '';
  const country = countryOf();
  if (country !== undefined && !isUsCountry(country))
    return (
      <TextInput
        widget={props}
        display={value.startsWith('+') ? typingPhone(value, country) : value}
        inputMode="tel"
        type="tel"
        maxLength={INTERNATIONAL_LENGTH}
        onText={(text) => {
          const typed = text.replace(/[^\d+\s()-]/g, '');
          const digits = typed.replace(/(?!^\+)\D/g, '');
          const stored = digits === '' ? '' : storedPhone(digits, countryOf());
          props.onChange(stored === '' ? props.options.emptyValue : stored.startsWith('+') ? stored : typed);
        }}
      />
    );
  return (
    <TextInput
      widget={props}
      display={applyMask(value.replace(/\D/g, ''), mask)}
      placeholder={mask.replace(/9/g, '_')}
      inputMode="numeric"
      type="tel"
      maxLength={mask.length}
      onText={(text) => {
        const next = digitsFor(text, mask);
        props.onChange(next === '' ? props.options.emptyValue : next);
      }}
    />
  );
}
