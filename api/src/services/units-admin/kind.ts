/**
 * Companies and divisions are one kind of thing (one `units` table, one kernel of actions): per kind only
 * the CASL subject and the messages differ (back-office.md §8, kept word for word).
 */
import * as M from '@cp/schemas/messages/units-admin';
import type { UnitKind } from '@cp/schemas/contracts/units-admin';

export interface UnitKindConfig {
  kind: UnitKind;
  subject: 'Company' | 'Division';
  /** The console resource and the spec calls' path segment. */
  resource: 'companies' | 'divisions';
  messages: {
    created: string;
    updated: string;
    addDenied: string;
    saveDenied: string;
    /** Add dialog: the code is taken. */
    codeExists: string;
    /** Save: the code is taken. */
    codeUnique: string;
    nameRequired: string;
    codeRequired: string;
  };
}

export const COMPANY: UnitKindConfig = {
  kind: 'company',
  subject: 'Company',
  resource: 'companies',
  messages: {
    created: M.COMPANY_CREATED,
    updated: M.COMPANY_UPDATED,
    addDenied: M.ADD_COMPANY_DENIED,
    saveDenied: M.SAVE_COMPANY_DENIED,
    codeExists: M.COMPANY_CODE_EXISTS,
    codeUnique: M.COMPANY_CODE_UNIQUE,
    nameRequired: M.COMPANY_NAME_REQUIRED,
    codeRequired: M.COMPANY_CODE_REQUIRED,
  },
};

export const DIVISION: UnitKindConfig = {
  kind: 'division',
  subject: 'Division',
  resource: 'divisions',
  messages: {
    created: M.DIVISION_CREATED,
    updated: M.DIVISION_UPDATED,
    addDenied: M.ADD_DIVISION_DENIED,
    saveDenied: M.SAVE_DIVISION_DENIED,
    codeExists: M.DIVISION_CODE_EXISTS,
    codeUnique: M.DIVISION_CODE_UNIQUE,
    nameRequired: M.DIVISION_NAME_REQUIRED,
    codeRequired: M.DIVISION_CODE_REQUIRED,
  },
};

export const kindConfig = (kind: UnitKind): UnitKindConfig => (kind === 'company' ? COMPANY : DIVISION);
