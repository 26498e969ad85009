import { useMemo } from 'react';
import type { ComponentType } from 'react';
import type { ArrayFieldItemTemplateProps, FieldProps } from '@rjsf/utils';
import { TradeReferenceItemTemplate, TradeReferencesTemplate } from '../templates/TradeReferenceTemplates';

/** The trade-reference list: numbered cards, the first three fixed, ADD REFERENCE / REMOVE REFERENCE. */
export default function TradeReferencesField(props: FieldProps) {
  const { ArrayField } = props.registry.fields;
  const given = props.uiSchema;
  const uiSchema = useMemo(() => {
    const items = (given?.items ?? {}) as Record<string, unknown>;
    return {
      ...given,
      'ui:field': undefined,
      'ui:ArrayFieldTemplate': TradeReferencesTemplate,
      'ui:ArrayFieldItemTemplate': TradeReferenceItemTemplate as ComponentType<ArrayFieldItemTemplateProps>,
      'ui:options': { ...given?.['ui:options'], orderable: false, copyable: false, removable: true },
      // Each card is headed 'Trade Reference n'; RJSF's generated 'tradeRefInfo-n' title is dropped.
      items: { ...items, 'ui:options': { ...(items['ui:options'] as object | undefined), label: false } },
    };
  }, [given]);
  return <ArrayField {...props} uiSchema={uiSchema} />;
}
