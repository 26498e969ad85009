/**
 * The country list of the forms (spec §3: about 195 names, United States first and the default). One list:
 * the schemas package's, which the country fields' `enum` is built from, so the select can never offer a
 * country the server refuses.
 */
export { COUNTRIES, DEFAULT_COUNTRY } from '@cp/schemas/forms/countries';
