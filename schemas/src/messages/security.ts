/** Messages of the API's own security checks (not in the specs' catalogues; plain and short). */
export const CROSS_SITE_REFUSED =
  'This request came from another website and was refused. Open the page from this site and try again.';
