import type { WidgetProps } from '@rjsf/utils';
import NativeSelect from './NativeSelect';
import { COUNTRIES } from '../data/countries';

/** Every country, United States first (the schema's default puts it in the data on load). */
export default function CountrySelectWidget(props: WidgetProps) {
  const enumValues = props.schema.enum?.filter((v): v is string => typeof v === 'string');
  return <NativeSelect widget={props} choices={enumValues?.length ? enumValues : COUNTRIES} />;
}
