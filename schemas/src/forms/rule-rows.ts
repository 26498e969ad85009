import { FORM_MESSAGES as M } from '../messages/forms';
import { sampleFor } from './samples';
import { EIGHT_RULES, type Rule } from './rule-rows-eight';
import type { FormData, FormKey } from './types';

/**
 * One row per validation rule and message of customer-portal.md §5: a bad value (null = missing or blank)
 * written at `path` into the valid sample of `key`, plus any `given` values the rule depends on, and the
 * message expected at `path` after a full ('submit') validation; `message: null` means no error there.
 * The portal API runs the same rows through its endpoint.
 */
export interface RuleRow {
  key: FormKey;
  path: string;
  value: unknown;
  message: string | null;
  given?: Record<string, unknown>;
}

const long = (n: number, c = 'A') => c.repeat(n);
const rows = (keys: FormKey[], rules: Rule[]): RuleRow[] =>
  keys.flatMap((key) =>
    rules.map(([path, value, message, given]) => ({
      key,
      path,
      value,
      message,
      ...(given ? { given } : {}),
    })),
  );

const ACTIVATIONS: FormKey[] = ['activation-cpg', 'activation-uwl'];
const SIX: FormKey[] = ['application-six', 'application-six-cpg'];
const SIX_FAMILY: FormKey[] = [...SIX, 'application-light'];
const EIGHT: FormKey[] = ['application-eight'];

const activationGeneral: Rule[] = [
  ['/companyName', null, M.companyName],
  ['/companyName', '   ', M.companyName],
  ['/companyName', long(101), M.maxLength(100)],
  ['/companyContact', null, M.companyContact],
  ['/companyContact', long(101), M.maxLength(100)],
  ['/companyEstablishedDate', null, M.validDate],
  ['/companyEstablishedDate', '0000-00-00', M.validDate],
  ['/companyEstablishedDate', '2021-13-45', M.validDate],
  ['/companyPhone', null, M.phone10],
  ['/companyPhone', '562-555-010', M.phone10],
  ['/companyPhone', '562-555-0100-1', M.phone10],
  ['/companyPhone', '(562) 555-0100', null],
  ['/companyEmail', null, M.validEmail],
  ['/companyEmail', 'info@', M.validEmail],
  ['/duns', '1234', M.nineDigits],
  ['/duns', null, null],
  ['/fedTaxId', '12-345', M.nineDigits],
  ['/fedTaxId', '95-1234567', null],
  ['/address/address1', null, M.address],
  ['/address/address1', long(101), M.maxLength(100)],
  ['/address/address1', '12 Main St #4', M.forbidBasic],
  ['/address/address2', long(101), M.maxLength(100)],
  ['/address/address2', 'Suite $5', M.forbidBasic],
  ['/address/address2', null, null],
  ['/address/city', null, M.city],
  ['/address/city', 'Long@Beach', M.forbidBasic],
  ['/address/city', long(101), M.maxLength(100)],
  ['/address/state', null, M.state],
  ['/address/state', 'CAL', M.maxLength(2)],
  ['/address/state', 'C!', M.forbidBasic],
  ['/address/zip', null, M.zip],
  ['/address/zip', '90802*', M.zipSpecial],
  ['/address/zip', '90802-1234', null],
  ['/address/country', null, M.validCountry],
  ['/address/country', 'Atlantis', M.validCountry],
  ['/accountsPayableName', null, M.accountPayableName],
  ['/accountsPayableName', long(101), M.maxLength(100)],
  ['/accountsPayableEmail', null, M.validEmail],
  ['/accountsPayableEmail', 'ap@', M.validEmail],
  ['/method', null, M.method],
  ['/method/code', null, M.method],
  ['/method/code', 'Fax', M.method],
  ['/method/value', null, M.methodEmail],
  ['/method/value', 'invoices-at-acme', M.methodEmail],
  ['/method/value', 'acme portal', M.validUrl, { '/method/code': 'Website' }],
  ['/method/value', null, M.validUrl, { '/method/code': 'Website' }],
  ['/method/value', 'https://portal.acme.com', null, { '/method/code': 'Website' }],
  ['/method/value', null, M.method, { '/method/code': 'Other' }],
  ['/method/value', 'Mailed paper invoices', null, { '/method/code': 'Other' }],
  ['/paymentMethod', null, M.paymentMethod],
  ['/paymentMethod', 'Cash', M.paymentMethod],
  ['/paymentMethod', 'Wire', null],
  ['/signature', null, M.signature],
  ['/signatureTitle', null, M.signatureTitle],
  ['/signatureTitle', long(101), M.maxLength(100)],
];

const activationCpg: Rule[] = [
  ['/termsAndConditions', false, M.acceptTerms],
  ['/termsAndConditions', null, M.acceptTerms],
  ['/fedTaxId', null, null],
  ['/bankInfo', null, null],
  ['/bankInfo/phone', '555-0199', M.phone10],
  ['/bankInfo/address', long(101), M.maxLength(100)],
  ['/bankInfo/address', '#1 Main St', M.forbidBasic],
  ['/bankInfo/city', 'Long%Beach', M.forbidBasic],
  ['/bankInfo/state', 'CAL', M.maxLength(2)],
  ['/bankInfo/state', 'C@', M.forbidBasic],
  ['/bankInfo/zip', '9080!', M.zipSpecial],
  ['/bankInfo/bankName', long(101), M.maxLength(100)],
  ['/bankInfo/principalName', long(101), M.maxLength(100)],
  ['/bankInfo/contact', long(101), M.maxLength(100)],
  ['/bankInfo/bankName', null, null],
];

const no = { '/chb/uwlHandleChb': 'no' };
const activationUwl: Rule[] = [
  ['/fedTaxId', null, M.fedTax],
  ['/companyWebsite', 'acme imports', M.validUrl],
  ['/companyWebsite', 'ftp://acme.com', M.validUrl],
  ['/companyWebsite', 'www.acmeimports.com', null],
  ['/companyWebsite', null, null],
  ['/ctpatNumber', long(101), M.maxLength(100)],
  ['/chb', null, M.selectOption],
  ['/chb/uwlHandleChb', null, M.selectOption],
  ['/chb/uwlHandleChb', 'maybe', M.selectOption],
  ['/chb/achImporter', null, M.selectOption, { '/chb/uwlHandleChb': 'yes' }],
  ['/chb/achImporter', false, null, { '/chb/uwlHandleChb': 'yes' }],
  ['/chb/companyName', null, M.companyName, no],
  ['/chb/companyName', long(201), M.maxLength(200), no],
  ['/chb/contact', null, M.contact, no],
  ['/chb/contact', long(201), M.maxLength(200), no],
  ['/chb/phone', null, M.phone10, no],
  ['/chb/phone', '310-555', M.phone10, no],
  ['/chb/email', null, M.validEmail, no],
  ['/chb/email', 'entries@', M.validEmail, no],
  ['/chb/address1', null, M.address, no],
  ['/chb/address1', '300 S Ferry St #2', M.forbidBasic, no],
  ['/chb/city', null, M.city, no],
  ['/chb/state', null, M.state, no],
  ['/chb/zip', null, M.zip, no],
  ['/chb/zip', '90731$', M.zipSpecial, no],
  ['/chb/country', null, M.validCountry, no],
  ['/chb/address2', null, null, no],
  ['/chb/companyName', null, null, { '/chb/uwlHandleChb': 'n/a' }],
  ['/chb/companyName', null, null, { '/chb/uwlHandleChb': 'yes', '/chb/achImporter': true }],
];

const sixCompany: Rule[] = [
  ['/companyName', null, M.minOne],
  ['/companyName', long(101), M.cannotExceed(100)],
  ['/companyName', 'ACME! IMPORTS', M.forbidBasic],
  ['/companyEstablishedDate', null, M.validDate],
  ['/companyEstablishedDate', '0000-00-00', M.validDate],
  ['/accountsPayableEmail', null, M.validEmail],
  ['/accountsPayableEmail', 'ap.acmeimports.com', M.validEmail],
  ['/companyEmail', null, M.validEmail],
  ['/companyEmail', 'info@', M.validEmail],
  ['/companyPhone', null, M.enterPhone],
  ['/companyPhone', '562-555-01AB', M.noAlpha],
  ['/companyPhone', '562-555-010', M.phoneValid],
  ['/companyPhone', '(562) 555-0100', null],
  ['/companyWebsite', 'not a site', M.validUrl],
  ['/address', null, M.minOne],
  ['/address/address1', null, M.minOne],
  ['/address/address1', long(101), M.cannotExceed(100)],
  ['/address/address1', '#12 Main St', M.forbidBasic],
  ['/address/address2', long(101), M.cannotExceed(100)],
  ['/address/address2', 'Suite %1', M.forbidBasic],
  ['/address/city', null, M.minOne],
  ['/address/city', long(101), M.cannotExceed(100)],
  ['/address/city', 'Long@Beach', M.forbidBasic],
  ['/address/state', null, M.twoLetterState],
  ['/address/state', 'C', M.minTwo],
  ['/address/state', 'C1', M.twoLetterState],
  ['/address/zip', null, M.minOne],
  ['/address/zip', '90802*', M.zipSpecial],
  ['/address/zip', '90802-1234', null],
  ['/address/country', null, M.validCountry],
  ['/address/country', 'Atlantis', M.validCountry],
];

const sixContact: Rule[] = [
  ['/companyContact', null, M.minOne],
  ['/companyContact', long(101), M.cannotExceed(100)],
  ['/companyContact', 'Dana & Partners', M.forbidWithAmp],
];

const sixCredit: Rule[] = [
  ['/numberEmployees', null, M.totalEmployees],
  ['/numberEmployees', 0, M.totalEmployees],
  ['/numberEmployees', 10000000, M.employeesMax],
  ['/numberEmployees', '1,250', null],
  ['/annualRevenue', null, M.annualRevenue],
  ['/annualRevenue', 0, M.annualRevenue],
  ['/annualRevenue', 1000000000000000, M.revenueMax],
  ['/annualRevenue', '12,500,000', null],
  ['/method', null, M.invoiceMethod],
  ['/method/code', null, M.invoiceMethod],
  ['/method/code', 'Fax', M.invoiceMethod],
  ['/method/value', null, M.invoiceEmail],
  ['/method/value', 'invoices@', M.invoiceEmailValid],
  ['/method/value', null, M.invoiceOther, { '/method/code': 'Other' }],
  ['/method/value', null, null, { '/method/code': 'EDI' }],
  ['/ownership', null, M.ownership],
  ['/ownership', 'Trust', M.ownership],
  ['/documents', [], M.oneDocument],
  ['/documents', null, M.oneDocument],
];

const sixBank: Rule[] = [
  ['/bankInfo', null, M.bankName],
  ['/bankInfo/duns', '12-345', M.nineDigits],
  ['/bankInfo/duns', '12-345-678A', M.nineDigits],
  ['/bankInfo/duns', null, null],
  ['/bankInfo/duns', '12-345-6789', null],
  ['/bankInfo/accountNumber', null, M.bankAccount],
  ['/bankInfo/accountNumber', '1234-ABC', M.noAlpha],
  ['/bankInfo/accountNumber', long(31, '1'), M.maxLength(30)],
  ['/bankInfo/bankName', null, M.bankName],
  ['/bankInfo/bankName', long(101), M.cannotExceed(100)],
  ['/bankInfo/principalName', null, M.minOne],
  ['/bankInfo/principalName', 'Robert Chen 2', M.noNumbers],
  ['/bankInfo/principalName', long(101), M.cannotExceed(100)],
  ['/bankInfo/contact', null, M.minOne],
  ['/bankInfo/contact', 'Linda 3', M.noNumbers],
  ['/bankInfo/contact', long(101), M.cannotExceed(100)],
  ['/bankInfo/address1', null, M.bankAddress],
  ['/bankInfo/address1', long(101), M.cannotExceed(100)],
  ['/bankInfo/address1', 'PO Box #5', M.forbidBasic],
  ['/bankInfo/city', null, M.bankCity],
  ['/bankInfo/city', 'Long$Beach', M.forbidBasic],
  ['/bankInfo/state', null, M.twoLetterState],
  ['/bankInfo/state', 'C', M.minTwo],
  ['/bankInfo/state', 'C9', M.twoLetterState],
  ['/bankInfo/zip', null, M.minOne],
  ['/bankInfo/zip', '90802!', M.zipSpecial],
  ['/bankInfo/country', null, M.validCountry],
  ['/bankInfo/phone', null, M.bankPhone],
  ['/bankInfo/phone', '555-0199', M.phoneValid],
  ['/bankInfo/phone', '562-555-ABCD', M.noAlpha],
];

const twoRefs = (key: FormKey) => (sampleFor(key).tradeRefInfo as unknown[]).slice(0, 2);
const sixRefs: Rule[] = [
  ['/tradeRefInfo', null, M.minRefsSix],
  ['/tradeRefInfo/0/company', null, M.refCompany],
  ['/tradeRefInfo/0/company', long(101), M.cannotExceed(100)],
  ['/tradeRefInfo/0/company', 'A@B SUPPLY', M.forbidBasic],
  ['/tradeRefInfo/1/company', 'pacific drayage co', M.refCompanyUnique],
  ['/tradeRefInfo/0/city', null, M.refCity],
  ['/tradeRefInfo/0/city', long(51), M.cannotExceed(50)],
  ['/tradeRefInfo/0/state', null, M.twoLetterState],
  ['/tradeRefInfo/0/state', 'C', M.minTwo],
  ['/tradeRefInfo/0/state', '12', M.twoLetterState],
  ['/tradeRefInfo/0/country', null, M.validCountry],
  ['/tradeRefInfo/0/phone', null, M.refPhone],
  ['/tradeRefInfo/0/phone', '555-0101', M.phoneValid],
  ['/tradeRefInfo/0/phone', 'ABC-555-0101', M.noAlpha],
  ['/tradeRefInfo/2/phone', '562-555-0101', M.refPhoneUnique],
  ['/tradeRefInfo/0/email', 'ar@', M.validEmail],
  ['/tradeRefInfo/0/email', null, null],
  ['/tradeRefInfo/0/contact', null, M.minOne],
  ['/tradeRefInfo/0/contact', 'Maria 2', M.noNumbers],
  ['/tradeRefInfo/0/contact', long(101), M.cannotExceed(100)],
];

const sixSign: Rule[] = [
  ['/signature', null, M.signatureSix],
  ['/signatureTitle', null, M.minOne],
  ['/signatureTitle', long(101), M.cannotExceed(100)],
  ['/signatureTitle', 'CFO #1', M.forbidBasic],
];

export const RULE_ROWS: RuleRow[] = [
  ...rows(ACTIVATIONS, activationGeneral),
  ...rows(['activation-cpg'], activationCpg),
  ...rows(['activation-uwl'], activationUwl),
  ...rows(SIX_FAMILY, [...sixCompany, ...sixCredit, ...sixBank, ...sixRefs, ...sixSign]),
  ...rows(SIX, [
    ...sixContact,
    ['/amountReq', null, M.amountReq],
    ['/amountReq', 0, M.amountReq],
    ['/amountReq', 1000000000, M.amountMax],
    ['/ownership', 'Other', null],
  ]),
  ...SIX_FAMILY.map((key) => ({ key, path: '/tradeRefInfo', value: twoRefs(key), message: M.minRefsSix })),
  ...rows(
    ['application-six-cpg'],
    [
      ['/perDiemAgreement', null, M.perDiem],
      ['/perDiemAgreement', false, M.perDiem],
    ],
  ),
  ...rows(
    ['application-light'],
    [
      ['/companyContact', null, null],
      ['/companyContact', 'Dana & Partners', M.forbidWithAmp],
      ['/amountReq', null, null],
      ['/amountReq', 0, M.amountReq],
      ['/ownership', 'Other', M.ownership],
      ['/termsAndConditions', false, M.agreeTerms],
      ['/termsAndConditions', null, M.agreeTerms],
      ['/bankInfo/federalTaxNumber', '95-12345', M.nineDigits],
      ['/billingAddress/address1', 'Dock $1', M.forbidBilling],
      ['/chb/companyName', null, null, { '/chb/uwlHandleChb': false }],
    ],
  ),
  ...rows(EIGHT, EIGHT_RULES),
  {
    key: 'application-eight',
    path: '/tradeRefInfo',
    value: twoRefs('application-eight'),
    message: M.minRefsEight,
  },
];

/** The sample of the row's form with the row's `given` values and bad value written in (null removes). */
export function rowData(row: Pick<RuleRow, 'key' | 'path' | 'value' | 'given'>): FormData {
  const data = sampleFor(row.key);
  for (const [path, value] of Object.entries({ ...row.given, [row.path]: row.value }))
    setAt(data, path, value);
  return data;
}

function setAt(data: FormData, pointer: string, value: unknown): void {
  const parts = pointer.split('/').slice(1);
  let node = data as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1];
  if (value === null) delete node[last];
  else node[last] = value;
}
