/**
 * Companies and divisions share one console kit (list, add dialog, details); per kind only this
 * configuration differs (back-office.md §2 'Company list and details', 'Division list and details').
 */
import * as M from '@cp/schemas/messages/units-admin';
import type { UnitResource } from '../dataProvider/unitsAdmin';

export interface UnitAdminKind {
  resource: UnitResource;
  subject: 'Company' | 'Division';
  /** 'Company' / 'Division' in titles and buttons. */
  label: string;
  plural: string;
  created: string;
  updated: string;
}

export const COMPANIES: UnitAdminKind = {
  resource: 'companies',
  subject: 'Company',
  label: 'Company',
  plural: 'Companies',
  created: M.COMPANY_CREATED,
  updated: M.COMPANY_UPDATED,
};

export const DIVISIONS: UnitAdminKind = {
  resource: 'divisions',
  subject: 'Division',
  label: 'Division',
  plural: 'Divisions',
  created: M.DIVISION_CREATED,
  updated: M.DIVISION_UPDATED,
};
