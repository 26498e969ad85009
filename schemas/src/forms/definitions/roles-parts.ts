import type { FormRoles } from '../roles';

/** The field roles (roles.ts) the built-in forms carry, by the fields they share. */

/** The company address's parts under `base` ('/address'). */
export const addressRole = (base: string) => ({
  line1: `${base}/address1`,
  line2: `${base}/address2`,
  city: `${base}/city`,
  state: `${base}/state`,
  zip: `${base}/zip`,
  country: `${base}/country`,
});

/** The company fields every built-in form asks. */
const company = (): FormRoles => ({
  legalName: '/companyName',
  contactName: '/companyContact',
  establishedDate: '/companyEstablishedDate',
  companyPhone: '/companyPhone',
  companyEmail: '/companyEmail',
  address: addressRole('/address'),
  signerName: '/signature',
  signerTitle: '/signatureTitle',
});

/** The activations: DUNS and federal tax id in the company section. */
export const activationRoles = (extra: FormRoles): FormRoles => ({
  ...company(),
  duns: '/duns',
  federalTaxId: '/fedTaxId',
  ...extra,
});

/** The bank of the CPG activation and of the credit applications. */
export const bankRole = () => ({
  name: '/bankInfo/bankName',
  accountNumber: '/bankInfo/accountNumber',
  contact: '/bankInfo/contact',
  phone: '/bankInfo/phone',
});

/** The customs broker of the UWL activation and the UWL / WDS applications (the CHB section). */
export const customsBrokerRole = () => ({
  company: '/chb/companyName',
  contact: '/chb/contact',
  email: '/chb/email',
  phone: '/chb/phone',
});

/** The credit applications: DUNS and federal tax id on the bank step, amounts, trade references. */
export const applicationRoles = (extra: FormRoles = {}): FormRoles => ({
  ...company(),
  companyWebsite: '/companyWebsite',
  duns: '/bankInfo/duns',
  federalTaxId: '/bankInfo/federalTaxNumber',
  amountRequested: '/amountReq',
  annualRevenue: '/annualRevenue',
  bank: bankRole(),
  tradeReferences: {
    pointer: '/tradeRefInfo',
    itemRoles: {
      company: '/company',
      contact: '/contact',
      email: '/email',
      phone: '/phone',
      address: '/address',
    },
  },
  ...extra,
});
