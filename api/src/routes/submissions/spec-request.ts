/** What the spec calls of both kinds (back-office.md §7) read from their documented headers. */
import type { Request } from 'express';
import { idHeaderSchema, specListHeadersSchema } from '@cp/schemas/contracts/submissions';
import { listStatuses, type ListStatus } from '@cp/schemas/contracts/submissions';
import { parseHeaders } from '../../http/parse-request';

/** The spec list calls' page size (the spec does not show one; react-admin's default page is the same). */
export const SPEC_PAGE_SIZE = 10;

const statusOf = (value: string | undefined): ListStatus => {
  const s = (value ?? '').trim().toUpperCase();
  return (listStatuses as readonly string[]).includes(s) ? (s as ListStatus) : 'NEW';
};

/** getList / getApplicationList: filter, status, page, company, dates, selected units (and Reviewed's status). */
export function specListOptions(req: Request) {
  const h = parseHeaders(req, specListHeadersSchema);
  const page = Math.max(Number.parseInt(h.page ?? '', 10) || 1, 1);
  return {
    page,
    status: statusOf(h.status),
    search: h.filter,
    unitId: h.company,
    startDate: h.startdate,
    endDate: h.enddate,
    reviewedStatus: h.applicationstatus,
    selectedCompanies: h.selectedcompanies,
    selectedDivisions: h.selecteddivisions,
    offset: (page - 1) * SPEC_PAGE_SIZE,
    limit: SPEC_PAGE_SIZE,
  };
}

/** The `id` header naming one record. */
export const idHeader = (req: Request): string => parseHeaders(req, idHeaderSchema).id;
