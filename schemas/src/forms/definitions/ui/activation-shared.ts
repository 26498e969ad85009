import {
  address,
  cells,
  date,
  email,
  label,
  masked,
  phone,
  radio,
  signature,
  DUNS_MASK,
  FED_TAX_MASK,
} from './ui-parts';
import type { UiSchema } from './ui-parts';

/** UI parts both customer activation families share. */
export const activationCompanyUi = (): UiSchema =>
  cells(
    {
      companyName: label('Company Name'),
      companyContact: label('Company Contact'),
      companyEstablishedDate: date('Company Established Date'),
      companyPhone: phone('Company Phone'),
      companyEmail: email('Contact Email'),
      duns: masked('DUNS', DUNS_MASK),
      fedTaxId: masked('Federal Tax ID', FED_TAX_MASK),
      address: address(false),
    },
    // From 600 px: name and contact side by side, then date / phone / email, then DUNS / tax id.
    {
      half: ['companyName', 'companyContact', 'duns', 'fedTaxId'],
      third: ['companyEstablishedDate', 'companyPhone', 'companyEmail'],
    },
  );

export const activationBillingUi = (): UiSchema =>
  cells(
    {
      accountsPayableName: label('Accounts Payable Name'),
      accountsPayableEmail: email('Accounts Payable Email'),
      method: {
        'ui:title': 'Preferred Method',
        code: radio('Method'),
        value: label('Email / Website / Method'),
      },
      paymentMethod: radio('Payment Method'),
    },
    { half: ['accountsPayableName', 'accountsPayableEmail'] },
  );

export const activationSignUi = (): UiSchema => ({
  signature: signature('Back'),
  signatureTitle: label('Title'),
});
