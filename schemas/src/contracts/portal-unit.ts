/**
 * A unit's public face, which themes the customer pages (customer-portal.md §1): a customer link's page, the
 * expired page and a reference's answer page. Declared once for the API (services/submissions/unit-view.ts)
 * and the customer app (forms/src/api).
 */
export interface PageUnit {
  name: string;
  /** The unit's theme code (the portal's brand). */
  code: string;
  kind: 'company' | 'division';
  theme: Record<string, string>;
  onboardingEmail: string;
  termsUrl: string;
  websiteUrl: string;
}

/** A customer link's unit: its page face and its company's code (the unit's own when it is a company). */
export interface PortalUnit extends PageUnit {
  companyCode: string;
}
