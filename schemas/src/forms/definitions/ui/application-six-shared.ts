import { SIX_BANK_ORDER } from '../layout-parts';
import {
  address,
  bankInfo,
  checkboxes,
  date,
  digits,
  email,
  invoiceMethod,
  label,
  money,
  phone,
  radio,
  signature,
  tradeReference,
  upper,
  url,
} from './ui-parts';
import type { UiSchema } from './ui-parts';

/** UI of the six-step credit application family. */

export const sixCompanyUi = (): UiSchema => ({
  companyName: upper('Company Name'),
  companyEstablishedDate: date('Company Established Date'),
  companyContact: label('Company Contact'),
  companyPhone: phone('Company Phone'),
  companyEmail: email('Company Email'),
  accountsPayableEmail: email('Accounts Payable Email'),
  companyWebsite: url('Company Website'),
  ctpatNumber: label('CTPAT Number'),
  address: address(true),
});

export const sixCreditUi = (): UiSchema => ({
  amountReq: money('Amount Requested', 9),
  numberEmployees: digits('Number of Employees', 7),
  annualRevenue: money('Annual Revenue', 15),
  method: invoiceMethod(),
  ownership: radio('Ownership'),
  documents: checkboxes('Documents Required With Invoice'),
});

export const sixBankUi = (): UiSchema => bankInfo(SIX_BANK_ORDER);

export const sixTradeReferencesUi = (): UiSchema => ({
  'ui:title': 'Trade References',
  'ui:field': 'tradeReferences',
  'ui:options': { fixed: 3 },
  items: tradeReference(false),
});

export const sixSignUi = (): UiSchema => ({
  signature: signature('Cancel'),
  signatureTitle: label('Title'),
  referral: checkboxes('How did you hear about us?'),
});
