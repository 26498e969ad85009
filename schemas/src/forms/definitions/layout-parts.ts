/**
 * Building blocks of the built-in forms' layout trees (types.ts `FormLayout`): steps of controls, a control
 * of an object or a list of objects naming its own fields in order.
 */
import type { FormLayout, LayoutControl, LayoutStep } from '../types';

/** A top-level field; with `children`, the object's own fields in this order. */
export function field(name: string, children?: readonly string[]): LayoutControl {
  const scope = `/${name}`;
  return children
    ? { type: 'Control', scope, elements: children.map((c) => ({ type: 'Control', scope: `${scope}/${c}` })) }
    : { type: 'Control', scope };
}

/** A list of objects whose items lay out their fields in this order. */
export function list(name: string, children: readonly string[]): LayoutControl {
  const scope = `/${name}`;
  return {
    type: 'Control',
    scope,
    elements: children.map((c) => ({ type: 'Control', scope: `${scope}/*/${c}` })),
  };
}

type StepOptions = Pick<LayoutStep, 'optional' | 'clearOnBack' | 'sign'>;

/** A step or section of top-level fields (a name, or a control made by `field` or `list`). */
export function step(
  id: string,
  label: string,
  items: ReadonlyArray<string | LayoutControl>,
  options: StepOptions = {},
): LayoutStep {
  return {
    type: 'Category',
    id,
    label,
    ...options,
    elements: items.map((item) => (typeof item === 'string' ? field(item) : item)),
  };
}

export function layout(steps: LayoutStep[], options: { welcome?: boolean } = {}): FormLayout {
  return { type: 'Categorization', ...options, elements: steps };
}

/*
 * The order of the fields of the objects the forms share; the UI schemas read the bank lists for which of
 * the bank fields a form asks.
 */

/** The invoice method's two fields wherever it is asked. */
export const METHOD_ORDER = ['code', 'value'];

/** An address's fields wherever one is laid out (company, broker and bank addresses). */
export const ADDRESS_ORDER = ['address1', 'address2', 'city', 'state', 'zip', 'country'];

export const TRADE_REFERENCE_ORDER = [
  'company',
  'email',
  'contact',
  'phone',
  'country',
  'address',
  'city',
  'state',
];

/** The UWL / WDS billing address (eight-step and lighter application). */
export const BILLING_ADDRESS_ORDER = [
  'contact',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
];

/** The customs broker of the UWL / WDS applications. */
export const CHB_ORDER = [
  'uwlHandleChb',
  'achImporter',
  'companyName',
  'contact',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
];

/** The broker's fields of the UWL activation, in the order of an address form. */
export const BROKER_FIELDS = ['companyName', 'contact', 'phone', 'email', ...ADDRESS_ORDER];

/** The company step of the six-step family. */
export const SIX_COMPANY_ORDER = [
  'companyName',
  'companyEstablishedDate',
  'companyContact',
  'companyPhone',
  'companyEmail',
  'accountsPayableEmail',
  'companyWebsite',
  'ctpatNumber',
  'address',
];

export const SIX_BANK_ORDER = [
  'bankName',
  'accountNumber',
  'principalName',
  'contact',
  'phone',
  ...ADDRESS_ORDER,
  'duns',
  'federalTaxNumber',
  'paymentMethod',
];

export const EIGHT_BANK_ORDER = [
  'federalTaxNumber',
  'duns',
  'bankName',
  'accountNumber',
  'principalName',
  'contact',
  'phone',
  ...ADDRESS_ORDER,
  'paymentMethod',
  // Added after version 1 (where the bank reference request goes), so shown last.
  'email',
];

/** The optional banking section of the CPG activation. */
export const CPG_ACTIVATION_BANK_ORDER = [
  'bankName',
  'principalName',
  'accountNumber',
  'contact',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'country',
];
