import { email, hidden, label, phone, state, tradeReference, upper } from './ui-parts';
import type { UiSchema } from './ui-parts';

/** UI parts of the UWL / WDS credit applications (eight-step and the lighter form). */

export const copyAddressUi = (): UiSchema => ({
  'ui:field': 'copyAddress',
  'ui:title': 'Same as company address',
  'ui:options': { from: 'address', to: 'billingAddress' },
});

export const billingAddressUi = (): UiSchema => ({
  'ui:title': 'Billing Information',
  // digits are stripped as typed (§5 eight-step billing); the server reports any that arrive
  contact: label('Billing Contact', { 'ui:options': { normalize: 'noDigits' } }),
  email: email('Billing Email'),
  phone: phone('Billing Phone'),
  address1: upper('Address 1'),
  address2: upper('Address 2'),
  city: upper('City'),
  state: state(),
  zip: upper('Zip'),
});

export const chbUi = (): UiSchema => ({
  'ui:title': 'CHB Information',
  uwlHandleChb: {
    'ui:field': 'chbToggle',
    'ui:title': 'We will handle your customs brokerage (CHB)',
    'ui:options': { clear: ['companyName', 'email', 'phone', 'contact', 'address', 'city', 'state', 'zip'] },
  },
  achImporter: label('We are an ACH importer', { 'ui:widget': 'checkbox' }),
  companyName: upper('Customs Broker Company Name'),
  contact: label('Contact'),
  email: email('Email'),
  phone: phone(),
  address: upper('Address'),
  city: upper('City'),
  state: state(),
  zip: upper('Zip'),
});

/** Manual entries, upload or later: the options field sits on the list, the two flags are hidden. */
export const tradeReferencesOptionsUi = (): UiSchema => ({
  tradeRefInfo: {
    'ui:title': 'Please select one of the options below',
    'ui:field': 'tradeReferenceOptions',
    'ui:options': { fixed: 3, accept: '.pdf,.doc,.docx' },
    items: tradeReference(true),
  },
  tradeReferencesFileName: hidden,
  tradeReferencesSkipped: hidden,
});
