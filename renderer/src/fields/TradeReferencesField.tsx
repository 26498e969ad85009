import type { FieldProps } from '@rjsf/utils';
import { TradeReferenceItemTemplate, TradeReferencesTemplate } from '../templates/TradeReferenceTemplates';

/** The trade-reference list: numbered cards, the first three fixed, ADD REFERENCE / REMOVE REFERENCE. */
export default function TradeReferencesField(props: FieldProps) {
  const { ArrayField } = props.registry.fields;
  const items = (props.uiSchema?.items ?? {}) as Record<string, unknown>;
  const uiSchema = {
    ...props.uiSchema,
    'ui:field': undefined,
    'ui:ArrayFieldTemplate': TradeReferencesTemplate,
    'ui:ArrayFieldItemTemplate': TradeReferenceItemTemplate,
    'ui:options': { ...props.uiSchema?.['ui:options'], orderable: false, copyable: false, removable: true },
    // Each card is headed 'Trade Reference n'; RJSF's generated 'tradeRefInfo-n' title is dropped.
    items: { ...items, 'ui:options': { ...(items['ui:options'] as object | undefined), label: false } },
  };
  return <ArrayField {...props} uiSchema={uiSchema} />;
}
