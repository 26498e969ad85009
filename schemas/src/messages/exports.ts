/** Messages of the CSV exports (README 'Exports'). */
export const EXPORT_UNKNOWN_LIST = 'There is no such list to export.';
export const EXPORT_FAILED = 'The export could not be written. Please try again.';
