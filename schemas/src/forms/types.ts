import type { DisplayFormat } from '../formats';
import type { FormRoles } from './roles';

/** A JSON Schema (draft-07) object, with ajv-errors' `errorMessage` and the `x-` keywords of ajv.ts. */
export type JsonSchema = { [keyword: string]: unknown };

/** An RJSF UI schema (plain data; '{unit}' in its words is replaced by the unit's name when shown). */
export type UiSchema = { [key: string]: unknown };

/** The built-in families of the customers' forms (a unit's invitations offer them). */
export type CustomerFormKey =
  | 'activation-cpg'
  | 'activation-uwl'
  | 'application-six'
  | 'application-six-cpg'
  | 'application-eight'
  | 'application-light';
/** The built-in families of the reference answer forms (README 'Reference requests'). */
export type ReferenceFormKey = 'trade-reference' | 'bank-reference';
/** The built-in form families (version 1 of each is seeded into form_definitions). */
export type FormKey = CustomerFormKey | ReferenceFormKey;

/** The forms customers fill through a unit's link. */
export type CustomerFormKind = 'credit-application' | 'customer-activation';
/** …and the answer forms of a credit application's trade and bank references. */
export type FormKind = CustomerFormKind | 'reference';

/**
 * One wizard step or form section as the renderer, the PDF and the console read it: derived from the
 * definition's `layout` (layout.ts `deriveLayout`), never declared or stored.
 */
export interface FormStep {
  id: string;
  title: string;
  /** top-level property names of this step or section, in the order shown */
  fields: string[];
  /** a section the form can be submitted without (activation banking) */
  optional?: boolean;
  /** top-level values cleared when the customer presses Back on this step (the eight-step terms agreement) */
  clearOnBack?: string[];
  /** fields shown together under a label, each a run of `fields` */
  groups?: Array<{ label: string; fields: string[] }>;
}

/**
 * The layout tree (modelled on JSON Forms' UI schema, packages/core/src/models/uischema.ts), the one place
 * the order of fields is declared. A control points at a field by its path ('/address', '/address/city'; a
 * field of a list's items as the list's path, '/*' and its name); an object or a list of objects may lay out
 * its own fields in `elements`.
 */
export interface LayoutControl {
  type: 'Control';
  scope: string;
  elements?: LayoutControl[];
}

/** Fields shown together under a label inside a step or section (JSON Forms' Group). */
export interface LayoutGroup {
  type: 'Group';
  label: string;
  elements: LayoutControl[];
}

export type LayoutElement = LayoutControl | LayoutGroup;

/** A wizard step or a form section (JSON Forms' Category). */
export interface LayoutStep {
  type: 'Category';
  id: string;
  label: string;
  /** a section the form can be submitted without (activation banking) */
  optional?: boolean;
  /** top-level values cleared when the customer presses Back on this step */
  clearOnBack?: string[];
  /** the signing step: the wizard opens here at the latest until the form is submitted */
  sign?: boolean;
  elements: LayoutElement[];
}

/** A form's steps or sections in order (JSON Forms' Categorization). */
export interface FormLayout {
  type: 'Categorization';
  /** a welcome page listing the steps greets a new applicant (customer-portal.md §2 'Welcome page') */
  welcome?: boolean;
  elements: LayoutStep[];
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
  /** widgets, masks, labels; its 'ui:order' at every object is derived from `layout` (layout.ts) */
  uiSchema: UiSchema;
  /** steps or sections, groups and the order of fields, declared once (layout.ts derives the rest) */
  layout: FormLayout;
  /** derived from `layout` (layout.ts `deriveLayout`) */
  steps: FormStep[];
  /** values a new form opens with, under what the customer saved (defaults.ts; customer-portal.md §3) */
  defaults: FormData;
  /** where each field role's value is in the answers (roles.ts); the server reads answers only through it */
  roles: FormRoles;
  /** label of each field by dotted data path ('companyName', 'address.city', 'tradeRefInfo.phone') */
  labels: Record<string, string>;
  /** display format (back-office.md §9) of each field by the same dotted path; absent means text */
  formats: Record<string, DisplayFormat>;
  /** index of the signing step (the last one the wizard opens at before submission), derived from `layout` */
  signStep: number;
  /**
   * JSON pointers of values not validated while they still hold the value stored when the form was loaded
   * (customer-portal.md §4: an existing account number until it is edited). The rule: unedited.ts.
   */
  skipUntilEdited?: string[];
}

/** Form data as typed by the customer: a JSON document. */
export type FormData = { [field: string]: unknown };

/**
 * A built-in form as written in definitions/ (schema, layout, defaults); registry.ts adds its UI schema, labels
 * and formats, and derives its steps.
 */
export type FormSource = Omit<
  FormDefinition,
  'family' | 'version' | 'uiSchema' | 'labels' | 'formats' | 'steps' | 'signStep'
> & {
  key: FormKey;
};
