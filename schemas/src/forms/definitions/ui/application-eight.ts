import { EIGHT_BANK_ORDER } from '../layout-parts';
import { billingAddressUi, chbUi, copyAddressUi, tradeReferencesOptionsUi } from './application-uwl-shared';
import {
  address,
  bankInfo,
  checkbox,
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
  upper,
  url,
} from './ui-parts';
import type { UiSchema } from './ui-parts';

/** §5 eight-step bank: principalName has digits stripped as typed. */
const withPrincipalDigitsStripped = (ui: UiSchema): UiSchema => ({
  ...ui,
  principalName: label('Principal Name', { 'ui:options': { normalize: 'noDigits' } }),
});

/** Eight-step credit application (UWL / WDS). */
export const applicationEightUi: UiSchema = {
  companyName: upper('Company Name'),
  companyWebsite: url('Company Website'),
  companyEstablishedDate: date('Company Established Date'),
  companyContact: label('Company Contact'),
  companyPhone: phone('Company Phone'),
  companyEmail: email('Company Email'),
  accountsPayableEmail: email('Accounts Payable Email'),
  ctpatNumber: label('CTPAT Number'),
  address: address(true),
  copyCompanyAddress: copyAddressUi(),
  billingAddress: billingAddressUi(),
  chb: chbUi(),
  amountReq: money('Amount Requested', 9),
  numberEmployees: digits('Number of Employees', 7),
  annualRevenue: money('Annual Revenue', 15),
  ownership: radio('Ownership'),
  method: invoiceMethod(),
  documents: checkboxes('Documents Required With Invoice'),
  bankInfo: withPrincipalDigitsStripped(bankInfo(EIGHT_BANK_ORDER)),
  ...tradeReferencesOptionsUi(),
  signature: signature('Cancel'),
  signatureTitle: upper('Title'),
  termsAndConditions: checkbox('I agree to the terms and conditions'),
  referral: checkboxes('How did you hear about us?'),
};
