/** A JSON Schema (draft-07) object, with ajv-errors' `errorMessage` and the `x-` keywords of ajv.ts. */
export type JsonSchema = { [keyword: string]: unknown };

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

export interface FormDefinition {
  key: FormKey;
  form: FormKind;
  title: string;
  schema: JsonSchema;
  steps: FormStep[];
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
