import { specDate } from '../dates';
import { propertySchema } from './normalize';
import type { JsonSchema } from './types';

/**
 * A form's answers with every field of format 'date' as the spec calls answer a date (../dates.ts
 * `specDate`: an ISO date-time); the document itself keeps YYYY-MM-DD. Fields are found as normalisation
 * finds them (conditional branches included). The input is not modified.
 */
export function withSpecDates(schema: JsonSchema | undefined, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = schema?.items;
    const itemSchema =
      items && typeof items === 'object' && !Array.isArray(items) ? (items as JsonSchema) : undefined;
    return value.map((item) => withSpecDates(itemSchema, item));
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => [
        name,
        withSpecDates(propertySchema(schema, name), child),
      ]),
    );
  return schema?.format === 'date' ? specDate(value) : value;
}
