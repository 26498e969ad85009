/** 11/26/2026, 1:05 PM: the console's date and time (US English, the user's time zone). */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });
