import type { PageUnit, PortalUnit as WirePortalUnit } from '@cp/schemas/contracts/portal-unit';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { callApi, fetchBlob, type Envelope } from './http';

/**
 * What themes a page (customer-portal.md §1): a customer link's unit, or a reference answer page's (which has no
 * company code).
 */
export type PortalUnit = PageUnit & Partial<Pick<WirePortalUnit, 'companyCode'>>;

/** What a link holder gets back for their record. */
export interface LinkRecord {
  _id: string;
  email: string;
  status: string;
  applicationNumber: string | null;
  formKey: string;
  /**
   * The form definition of the version the record was invited on (schema, UI schema, steps): sent by the
   * link-load calls for an open record, not by the saves (the portal keeps the one it loaded).
   */
  definition?: FormDefinition;
  data: Record<string, unknown>;
  submitted: boolean;
  referral?: string[];
  unit: PortalUnit;
}

/** A refused link answers with the division's public settings only (for the expired page). */
export interface LinkRefusal {
  /** 'link-invalid' when the server refused the link itself (LINK_INVALID_REASON). */
  reason?: string;
  onboardingEmail?: string;
  unit?: PortalUnit;
}

export interface Link {
  id: string;
  email: string;
  /** The URL's division segment: lets the server theme the expired page even for an unknown id. */
  division?: string;
}

const linkHeaders = ({ id, email, division }: Link) => ({ id, email, ...(division ? { division } : {}) });

/** The portal calls of customer-portal.md §7 (paths and bodies as documented there). */
export const portalApi = {
  getInvite: (link: Link) =>
    callApi<LinkRecord & LinkRefusal>('/api/CustomerActivation/getInvite', { headers: linkHeaders(link) }),

  setInvite: (link: Link, data: Record<string, unknown>) =>
    callApi<LinkRecord>('/api/CustomerActivation/setInvite', {
      method: 'POST',
      body: { _id: link.id, email: link.email, data },
    }),

  /** Not in the spec: the activation form's draft; `leaving` lets the save outlive the page. */
  setInviteDraft: (link: Link, data: Record<string, unknown>, leaving = false) =>
    callApi<LinkRecord>('/api/CustomerActivation/setInviteDraft', {
      method: 'POST',
      body: { _id: link.id, email: link.email, data },
      keepalive: leaving,
    }),

  getInviteApplication: (link: Link) =>
    callApi<LinkRecord & LinkRefusal>('/api/Application/getInviteApplication', {
      headers: linkHeaders(link),
    }),

  setInviteApplication: (
    link: Link,
    data: Record<string, unknown>,
    opts: { submit?: boolean; step?: number } = {},
  ) =>
    callApi<LinkRecord>('/api/Application/setInviteApplication', {
      method: 'POST',
      body: { _id: link.id, email: link.email, data, ...opts },
    }),

  /** Not in the spec: a wizard's draft as the customer types; `leaving` lets the save outlive the page. */
  setInviteApplicationDraft: (link: Link, data: Record<string, unknown>, leaving = false) =>
    callApi<LinkRecord>('/api/Application/setInviteApplicationDraft', {
      method: 'POST',
      body: { _id: link.id, email: link.email, data },
      keepalive: leaving,
    }),

  setApplicationReferral: (link: Link, referral: string[]) =>
    callApi('/api/Application/setApplicationReferral', {
      method: 'POST',
      body: { _id: link.id, email: link.email, referral },
    }),

  getInviteApplicationPdf: (link: Link) =>
    fetchBlob('/api/Application/getInviteApplicationPdf', { id: link.id, email: link.email }),

  uploadTradeReferences: (link: Link, file: File) => {
    const form = new FormData();
    form.append('TradeReferenceDocument', file, file.name);
    form.append('FileName', file.name);
    form.append('Application_id', link.id);
    form.append('email', link.email);
    return callApi<{ tradeReferencesFileName: string }>('/api/application/setInviteTradeReferences', {
      method: 'POST',
      headers: { id: link.id, email: link.email },
      body: form,
    });
  },

  /** A plain link (the query string carries the credential) so the browser downloads it itself. */
  tradeReferencesUrl: (link: Link) =>
    `/api/application/getInviteTradeReferences?${new URLSearchParams({ id: link.id, email: link.email })}`,
};

export type { Envelope };
