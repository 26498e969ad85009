import type { DisplayFormat } from '../formats';

/** A JSON Schema (draft-07) object, with ajv-errors' `errorMessage` and the `x-` keywords of ajv.ts. */
export type JsonSchema = { [keyword: string]: unknown };

/** An RJSF UI schema (plain data; '{unit}' in its words is replaced by the unit's name when shown). */
export type UiSchema = { [key: string]: unknown };

/** The built-in form families (version 1 of each is seeded into form_definitions). */
export type FormKey =
  | 'activation-cpg'
  | 'activation-uwl'
  | 'application-six'
  | 'application-six-cpg'
  | 'application-eight'
  | 'application-light';

export type FormKind = 'credit-application' | 'customer-activation';

export interface FormStep {
  id: string;
  title: string;
  /** top-level property names of this step or section */
  fields: string[];
  /** a section the form can be submitted without (activation banking) */
  optional?: boolean;
  /** top-level values cleared when the customer presses Back on this step (the eight-step terms agreement) */
  clearOnBack?: string[];
}

/**
 * One version of one form family, as data: what the portal renders, the server validates, the PDF prints and
 * the console shows. Stored in form_definitions (a built-in family's version 1 is seeded from registry.ts);
 * every runtime function (validate, normalise, defaults, start step, pruning, layouts) takes this object.
 */
export interface FormDefinition {
  form: FormKind;
  /** 'activation-cpg', 'application-eight', … (submissions.form_family) */
  family: string;
  /** 1, 2, … (submissions.form_version); a published version never changes */
  version: number;
  title: string;
  schema: JsonSchema;
  uiSchema: UiSchema;
  steps: FormStep[];
  /** label of each field by dotted data path ('companyName', 'address.city', 'tradeRefInfo.phone') */
  labels: Record<string, string>;
  /** display format (back-office.md §9) of each field by the same dotted path; absent means text */
  formats: Record<string, DisplayFormat>;
  /** index of the signing step (the last one the wizard opens at before submission) */
  signStep: number;
  /**
   * JSON pointers of values not validated while they still hold the value stored when the form was loaded
   * (customer-portal.md §4: an existing account number until it is edited). The rule: unedited.ts.
   */
  skipUntilEdited?: string[];
}

/** Form data as typed by the customer: a JSON document. */
export type FormData = { [field: string]: unknown };

/** A built-in form as written in definitions/ (schema and steps); registry.ts adds its UI schema, labels and formats. */
export type FormSource = Omit<FormDefinition, 'family' | 'version' | 'uiSchema' | 'labels' | 'formats'> & {
  key: FormKey;
};
