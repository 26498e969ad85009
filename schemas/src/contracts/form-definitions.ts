/**
 * The super-admin form editor (issue 16 item 4): the console's requests and answers under
 * /api/FormDefinition/*, declared once for the API (to parse) and the console (to type its calls).
 */
import { z } from 'zod';
import type { FormRoles } from '../forms/roles';
import type { FormLayout, LayoutControl } from '../forms/types';

/** draft: editable; published: the family's current version, immutable; retired: an earlier published one. */
export const FORM_DEFINITION_STATUSES = ['draft', 'published', 'retired'] as const;
export type FormDefinitionStatus = (typeof FORM_DEFINITION_STATUSES)[number];

const id = z.uuid();
/** A JSON object (a JSON Schema or a UI schema): its content is checked by checkDefinition, not here. */
const jsonObject = z.record(z.string(), z.unknown());

const pointer = z.string().max(500);
/** A role's place: a pointer, a pointer per part, or a list's pointer and pointers inside one item. */
const rolePointerSchema = z.union([
  pointer,
  z.object({ pointer, itemRoles: z.record(z.string().max(50), pointer) }),
  z.record(z.string().max(50), pointer),
]);
/** The field roles of a version (schemas/src/forms/roles.ts); the check says which are wrong. */
export const formRolesSchema = z.record(z.string().max(50), rolePointerSchema) satisfies z.ZodType<FormRoles>;

/** A step as versions stored before the layout tree held it (accepted in place of `layout`). */
export const formStepSchema = z.object({
  id: z.string().min(1).max(80),
  title: z.string().max(200),
  fields: z.array(z.string().min(1).max(200)).max(200),
  optional: z.boolean().optional(),
  clearOnBack: z.array(z.string().max(200)).max(50).optional(),
});

const scope = z.string().min(2).max(300);
const layoutControlSchema: z.ZodType<LayoutControl> = z.lazy(() =>
  z.object({
    type: z.literal('Control'),
    scope,
    elements: z.array(layoutControlSchema).max(200).optional(),
  }),
);
const layoutGroupSchema = z.object({
  type: z.literal('Group'),
  label: z.string().max(200),
  elements: z.array(layoutControlSchema).max(200),
});
const layoutStepSchema = z.object({
  type: z.literal('Category'),
  id: z.string().min(1).max(80),
  label: z.string().max(200),
  optional: z.boolean().optional(),
  clearOnBack: z.array(z.string().max(200)).max(50).optional(),
  sign: z.boolean().optional(),
  elements: z.array(z.union([layoutControlSchema, layoutGroupSchema])).max(200),
});
/** The layout tree (schemas/src/forms/types.ts `FormLayout`). */
export const formLayoutSchema = z.object({
  type: z.literal('Categorization'),
  welcome: z.boolean().optional(),
  elements: z.array(layoutStepSchema).max(50),
}) satisfies z.ZodType<FormLayout>;

/**
 * The editable content of a version as sent: the JSON Schema, the UI schema (any 'ui:order' in it is
 * derived from the layout and dropped), the layout tree and the defaults. A client that still sends the
 * steps of a version stored before the tree (with the UI schema's 'ui:order') may send them instead of
 * `layout`: schemas/src/forms/stored.ts `contentFrom` turns them into the tree.
 */
const contentShape = {
  schema: jsonObject,
  uiSchema: jsonObject.default({}),
  layout: formLayoutSchema.optional(),
  steps: z.array(formStepSchema).max(50).optional(),
  defaults: jsonObject.optional(),
  /** role name → JSON pointer, a pointer per part, or { pointer, itemRoles } (schemas forms/roles.ts) */
  roles: formRolesSchema.optional(),
};
const hasLayout = (c: { layout?: unknown; steps?: unknown }) => !!(c.layout || c.steps);
const layoutRequired = { message: 'Required', path: ['layout'] };
export const definitionContentSchema = z.object(contentShape).refine(hasLayout, layoutRequired);
export type DefinitionContentInput = z.output<typeof definitionContentSchema>;

/** The editable content of a version: what the editor edits, the check checks and the preview shows. */
export interface DefinitionContent {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  layout: FormLayout;
  defaults: Record<string, unknown>;
  /** absent only in content a client built without roles; a stored version always has them */
  roles?: FormRoles;
}

export const versionIdQuerySchema = z.object({ id });
export const createDraftBodySchema = z.object({ fromId: id });
export const saveDraftBodySchema = z
  .object({ ...contentShape, id, note: z.string().max(500).optional() })
  .refine(hasLayout, layoutRequired);
export type SaveDraftBody = z.infer<typeof saveDraftBodySchema>;
/**
 * `moveDrafts` (issue 16 item 3): the family's drafts customers have not submitted yet move to the new
 * version too, each only if its data still validates against it; by default only later invitations use it.
 */
export const publishBodySchema = z.object({ id, moveDrafts: z.boolean().default(false) });
export type PublishBody = z.input<typeof publishBodySchema>;
/** The publish answer's data with `moveDrafts` (null without): how many drafts moved and how many stayed. */
export interface MovedDrafts {
  moved: number;
  stayed: number;
}
/** Roll back: the old version's content published as a new version of its family. */
export const rollbackBodySchema = z.object({ id });
export const diffQuerySchema = z.object({ from: id, to: id });

/** One version in the list (no content). */
export interface FormVersionSummary {
  id: string;
  form: string;
  family: string;
  version: number;
  status: FormDefinitionStatus;
  note: string;
  createdAt: string;
  createdBy: string | null;
  publishedAt: string | null;
  /** The publisher's name (audit: who and when). */
  publishedBy: string | null;
}

/** A unit whose new invitations use the family (its own choice or its company's). */
export interface FormFamilyUnit {
  id: string;
  code: string;
  name: string;
  kind: string;
}

export interface FormFamily {
  family: string;
  form: string;
  title: string;
  versions: FormVersionSummary[];
  units: FormFamilyUnit[];
}

export type FormVersion = FormVersionSummary & DefinitionContent;

/** One problem of a definition, on a field (a JSON pointer into the form data) or the definition itself. */
export interface DefinitionProblem {
  /** '/bankInfo/phone', or '' for the definition as a whole, or 'steps/2' for a step of the layout. */
  field: string;
  message: string;
}

export interface DefinitionCheck {
  valid: boolean;
  problems: DefinitionProblem[];
}

/** One aspect of a field that changed between two versions. */
export interface FieldChange {
  /** 'label', 'required', 'widget', 'step', or a rule keyword ('maxLength', 'pattern', …). */
  aspect: string;
  before: unknown;
  after: unknown;
}

export interface FieldDiff {
  field: string;
  change: 'added' | 'removed' | 'changed';
  changes: FieldChange[];
}

export interface DefinitionDiff {
  from: FormVersionSummary;
  to: FormVersionSummary;
  fields: FieldDiff[];
}
