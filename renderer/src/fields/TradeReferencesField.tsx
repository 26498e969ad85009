import type { FieldProps } from '@rjsf/utils';
import { TradeReferenceItemTemplate, TradeReferencesTemplate } from '../templates/TradeReferenceTemplates';

/** The trade-reference list: numbered cards, the first three fixed, ADD REFERENCE / REMOVE REFERENCE. */
export default function TradeReferencesField(props: FieldProps) {
  const { ArrayField } = props.registry.fields;
  const uiSchema = {
    ...props.uiSchema,
    'ui:field': undefined,
    'ui:ArrayFieldTemplate': TradeReferencesTemplate,
    'ui:ArrayFieldItemTemplate': TradeReferenceItemTemplate,
    'ui:options': { ...props.uiSchema?.['ui:options'], orderable: false, copyable: false, removable: true },
  };
  return <ArrayField {...props} uiSchema={uiSchema} />;
}
