/**
 * Records a spec makes for itself through the product's own calls (the console's invitation, the portal's
 * submit), so it depends on no demo record and on no other spec.
 */
import { sampleFor } from '@cp/schemas/forms/samples';
import { expect, type APIRequestContext } from '@playwright/test';

export type InviteKind = 'applications' | 'activations';
interface OfferedUnit {
  id: string;
  code: string;
  kind: string;
  parentId: string | null;
}

/** An address no other record of the run has. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@customer.test`;

/**
 * An invitation of the kind at the unit (its code), through the console's API as the signed-in staff of
 * `request`: the record's id, its email, the contact named on it and the customer's link.
 */
export async function inviteByApi(request: APIRequestContext, kind: InviteKind, code: string, tag: string) {
  const units = (await (await request.get(`/api/v1/units/offered?kind=${kind}`)).json())
    .data as OfferedUnit[];
  const unit = units.find((u) => u.code === code)!;
  const contacts = (await (await request.get(`/api/v1/units/${unit.id}/contacts`)).json()).data as {
    id: string;
  }[];
  const email = uniqueEmail(tag);
  const res = await request.post(`/api/v1/${kind}/invite`, {
    data: {
      email,
      company_id: unit.kind === 'company' ? unit.id : unit.parentId,
      division_id: unit.kind === 'division' ? unit.id : null,
      contacts: [contacts[0].id],
    },
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  const id = body.data.id as string;
  const path = kind === 'applications' ? 'Apply' : 'Activation';
  return { id, email, contactId: contacts[0].id, url: `/${path}/${code}/${encodeURIComponent(email)}/${id}` };
}

/** An application to Bristol or UWL with the business's name and tax id, submitted through the portal's call. */
export async function submitApplicationByApi(
  request: APIRequestContext,
  code: 'BRI' | 'UWL',
  name: string,
  taxId: string,
  tag: string,
) {
  const link = await inviteByApi(request, 'applications', code, tag);
  const sample = sampleFor(code === 'UWL' ? 'application-eight' : 'application-six-cpg') as Record<
    string,
    never
  >;
  const data = {
    ...sample,
    companyName: name,
    bankInfo: { ...(sample.bankInfo as object), federalTaxNumber: taxId },
  };
  const res = await request.post('/api/Application/setInviteApplication', {
    data: { _id: link.id, email: link.email, data, submit: true },
  });
  const body = await res.json();
  expect(body.message, JSON.stringify(body)).toBe('Application Submitted!');
  return { ...link, number: body.data.applicationNumber as string };
}
