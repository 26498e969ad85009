import { FORM_MESSAGES as M } from '../messages/forms';
import { sampleFor } from './samples';
import { activationCpg, activationGeneral, activationUwl } from './rule-rows-activation';
import { EIGHT_RULES } from './rule-rows-eight';
import {
  sixBank,
  sixCompany,
  sixContact,
  sixCredit,
  sixPaymentMethod,
  sixRefs,
  sixSign,
} from './rule-rows-six';
import type { Rule } from './rule-rows-types';
import type { CustomerFormKey as FormKey, FormData } from './types';

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

const twoRefs = (key: FormKey) => (sampleFor(key).tradeRefInfo as unknown[]).slice(0, 2);

export const RULE_ROWS: RuleRow[] = [
  ...rows(ACTIVATIONS, activationGeneral),
  ...rows(['activation-cpg'], activationCpg),
  ...rows(['activation-uwl'], activationUwl),
  ...rows(SIX_FAMILY, [...sixCompany, ...sixCredit, ...sixBank, ...sixPaymentMethod, ...sixRefs, ...sixSign]),
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
