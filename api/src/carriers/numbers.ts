/**
 * An application's USDOT and MC numbers, read only through its definition's roles `usdotNumber` and
 * `mcNumber` (ARCHITECTURE 'Field roles'), digits only; a version without those roles gives none.
 */
import { readRoleText } from '@cp/schemas/forms/roles';
import type { DbOrTx } from '../db/client';
import { definitionOf } from '../forms/definitions';

export interface CarrierNumbers {
  usdot: string | null;
  mc: string | null;
}

const digits = (s: string) => {
  const d = s.replace(/^\s*mc[-\s]*/i, '').trim();
  return /^\d{1,8}$/.test(d) ? d : null;
};

/** What the numbers are read from: a submission's version and answers. */
export interface CarrierRecord {
  form: string;
  formFamily: string;
  formVersion: number;
  data: unknown;
}

export async function carrierNumbersOf(db: DbOrTx, row: CarrierRecord): Promise<CarrierNumbers> {
  const definition = await definitionOf(db, row);
  return {
    usdot: digits(readRoleText(definition, row.data, 'usdotNumber')),
    mc: digits(readRoleText(definition, row.data, 'mcNumber')),
  };
}
