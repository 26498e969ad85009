/** One email: Handlebars sources for the subject, the heading, the HTML body and the text body. */
export interface EmailTemplateSource {
  /** One line; rendered without HTML escaping (it is a header, not HTML). */
  subject: string;
  heading?: string;
  /** Body inside the brand layout. */
  html: string;
  /** Plain-text body inside the text layout. */
  text: string;
  /** Who receives it: the customer, or staff (internal contacts, users). */
  audience: 'customer' | 'staff';
}
