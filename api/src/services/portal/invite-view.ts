/** What a link holder sees of their record: the form data and its state, never staff-only fields. */
import type { FormDefinition } from '@cp/schemas/forms/types';
import { withCleanFileNames } from '../../files/sanitize-name';
import type { LinkRecord } from '../submissions/find-by-link';
import { isSubmitted } from '../submissions/find-by-link';
import type { PortalUnit } from '../submissions/unit-view';

export interface InviteView {
  _id: string;
  email: string;
  form: string;
  status: string;
  applicationNumber: string | null;
  /** The form definition key (customer-portal.md forms: 'activation-cpg', 'application-eight', …). */
  formKey: string;
  /**
   * The definition of the version the record was invited on (issue 16: the portal bundles no form), sent
   * by the link-load calls while the record is open (get-invite.ts); the saves leave it out.
   */
  definition?: FormDefinition;
  data: Record<string, unknown>;
  /** True once submitted: the link is read-only from then on. */
  submitted: boolean;
  signatureDate: string | null;
  applicationOpened: string | null;
  referral: string[];
  addDate: string;
  unit: PortalUnit;
}

export function toInviteView({ submission: s, unit }: LinkRecord): InviteView {
  return {
    _id: s.id,
    email: s.email,
    form: s.form,
    status: s.status,
    applicationNumber: s.applicationNumber,
    formKey: s.formFamily,
    data: withCleanFileNames(s.data),
    submitted: isSubmitted(s),
    signatureDate: s.signatureDate?.toISOString() ?? null,
    applicationOpened: s.applicationOpened?.toISOString() ?? null,
    referral: s.referral,
    addDate: s.addDate.toISOString(),
    unit,
  };
}
