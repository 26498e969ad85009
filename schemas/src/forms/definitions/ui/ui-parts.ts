/**
 * Building blocks of the UI schemas (plain data). Widget and field names are the renderer's registry keys
 * (renderer/src/widgets/index.ts): masked, upper, digits, money, usDate, country, state, url, checkboxGroup,
 * yesNoNa, signature, fileUpload; fields copyAddress, chbToggle, conditionalObject, tradeReferences,
 * tradeReferenceOptions. '{unit}' in a title is replaced by the unit's own name (form-catalog.ts).
 */
import type { UiSchema } from '../../types';

export type { UiSchema };

export const PHONE_MASK = '999-999-9999';
export const FED_TAX_MASK = '99-9999999';
export const DUNS_MASK = '99-999-9999';

export const label = (title: string, extra: UiSchema = {}): UiSchema => ({ 'ui:title': title, ...extra });
export const upper = (title: string): UiSchema => label(title, { 'ui:widget': 'upper' });
export const masked = (title: string, mask: string): UiSchema =>
  label(title, { 'ui:widget': 'masked', 'ui:options': { mask } });
export const phone = (title = 'Phone'): UiSchema => masked(title, PHONE_MASK);
export const date = (title: string): UiSchema =>
  label(title, { 'ui:widget': 'usDate', 'ui:placeholder': 'MM/DD/YYYY' });
export const url = (title: string): UiSchema =>
  label(title, { 'ui:widget': 'url', 'ui:placeholder': 'https://www.example.com' });
export const email = (title: string): UiSchema => label(title, { 'ui:widget': 'email' });
export const digits = (title: string, maxDigits: number): UiSchema =>
  label(title, { 'ui:widget': 'digits', 'ui:options': { maxDigits } });
export const money = (title: string, maxDigits: number): UiSchema =>
  label(title, { 'ui:widget': 'money', 'ui:options': { maxDigits } });
export const country = (title = 'Country'): UiSchema => label(title, { 'ui:widget': 'country' });
export const state = (title = 'State'): UiSchema => label(title, { 'ui:widget': 'state' });
export const checkboxes = (title: string): UiSchema => label(title, { 'ui:widget': 'checkboxGroup' });
// Choices in a row (they are short: 'ACH' / 'Wire', 'Email' / 'Website' / 'Other'); they wrap on a phone.
export const radio = (title: string): UiSchema =>
  label(title, { 'ui:widget': 'radio', 'ui:options': { inline: true } });
export const checkbox = (title: string): UiSchema => label(title, { 'ui:widget': 'checkbox' });

export function address(upperCase: boolean, title = 'Company Address'): UiSchema {
  const text = upperCase ? upper : label;
  return cells(
    {
      'ui:title': title,
      address1: text('Address 1'),
      address2: text('Address 2'),
      city: text('City'),
      state: state(),
      zip: text('Zip'),
      country: country(),
    },
    ADDRESS_CELLS,
  );
}

export function invoiceMethod(title = 'Preferred Method of Receiving Invoices'): UiSchema {
  return {
    'ui:title': title,
    code: radio('Method'),
    value: label('Email / Method', { 'ui:placeholder': 'Email address or method' }),
  };
}

export function signature(cancelLabel: 'Back' | 'Cancel'): UiSchema {
  return label('Signature', { 'ui:widget': 'signature', 'ui:options': { cancelLabel } });
}

export function tradeReference(upperCase: boolean): UiSchema {
  const text = upperCase ? upper : label;
  return {
    company: text('Company'),
    email: email('Email'),
    contact: label('Contact'),
    phone: phone(),
    country: country(),
    address: text('Address'),
    city: text('City'),
    state: state(),
  };
}

const BANK_FIELDS: UiSchema = {
  bankName: label('Bank Name'),
  principalName: label('Principal Name'),
  accountNumber: label('Bank Account Number', { 'ui:options': { maxLength: 30 } }),
  contact: label('Bank Contact'),
  phone: phone('Bank Phone'),
  address: upper('Bank Address'),
  address1: upper('Bank Address'),
  address2: upper('Bank Address 2'),
  city: upper('City'),
  state: state(),
  zip: upper('Zip'),
  country: country(),
  duns: masked('DUNS', DUNS_MASK),
  federalTaxNumber: masked('Federal Tax Number', FED_TAX_MASK),
  paymentMethod: radio('Payment Method'),
};

/** Bank fields side by side from 600 px. */
const BANK_CELLS = {
  half: [
    ...['bankName', 'principalName', 'accountNumber', 'contact', 'phone', 'address'],
    ...['address1', 'address2', 'country', 'duns', 'federalTaxNumber'],
  ],
  third: ['city', 'state', 'zip'],
};

/** The bank section with the given fields (their order is the layout's). */
export function bankInfo(names: readonly string[]): UiSchema {
  return cells(
    {
      'ui:title': 'Banking Information',
      ...Object.fromEntries(names.map((name) => [name, BANK_FIELDS[name]])),
    },
    BANK_CELLS,
  );
}

export const hidden: UiSchema = { 'ui:widget': 'hidden' };

/**
 * The same UI schema with the named fields in half or third width cells from 600 px up (the renderer's
 * ObjectFieldTemplate reads `ui:options.cell`), so short fields sit side by side instead of one long column.
 */
export function cells(ui: UiSchema, widths: { half?: string[]; third?: string[] }): UiSchema {
  const out: UiSchema = { ...ui };
  for (const [cell, names] of Object.entries(widths))
    for (const name of names ?? []) {
      // Only fields this UI schema lays out (a bank section shows some of the bank fields).
      if (!(name in out)) continue;
      const field = out[name] as UiSchema;
      const options = (field['ui:options'] ?? {}) as UiSchema;
      out[name] = { ...field, 'ui:options': { ...options, cell } };
    }
  return out;
}

/** Address-like objects: the street lines in halves, City / State / Zip in thirds, the country in a half. */
export const ADDRESS_CELLS = {
  half: ['address1', 'address2', 'country'],
  third: ['city', 'state', 'zip'],
};
