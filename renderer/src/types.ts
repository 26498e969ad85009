import type { DisplayFormat } from '@cp/schemas/formats';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';

/** Plain form data: the engine never knows a particular form's shape. */
export type FormData = Record<string, unknown>;

/** One wizard step or form section; `fields` are top-level property names or dotted/pointer paths. */
export interface FormStep {
  id: string;
  title: string;
  fields: string[];
  /** Values cleared when the user presses Back from this step (for example the terms agreement). */
  clearOnBack?: string[];
  /** Fields shown together under a label (each a run of `fields`). */
  groups?: Array<{ label: string; fields: string[] }>;
}

/** The part of a form definition the engine needs (the schemas package declares the full type). */
export interface FormDefinitionLike {
  /** the form family ('application-eight'); the engine does not read it */
  family?: string;
  schema: RJSFSchema;
  steps: FormStep[];
  /** Pointers whose stored value is not validated until edited (spec §4). */
  skipUntilEdited?: string[];
  /** Display formats by dotted path (the answers summary before signing shows values in them). */
  formats?: Record<string, DisplayFormat>;
}

export type FormValidator = ValidatorType<FormData, RJSFSchema>;
export type FormUiSchema = UiSchema<FormData, RJSFSchema>;

/** Server-only errors: path (JSON pointer '/a/b' or dotted 'a.b') -> message. */
export type ServerErrors = Record<string, string | string[]>;

/** What custom widgets and fields read from RJSF's formContext. */
export interface EngineContext {
  /**
   * The whole form data, so cross-field widgets can read siblings. A function, not a value: RJSF keeps its
   * registry (and so every memoised field) only while formContext stays deep-equal, and it treats all
   * functions as equal. A `data` value would re-render every field on every keystroke.
   */
  getData: () => FormData;
  /** Sets several values at once (keys are dotted paths) in one update and answers the new data. */
  patch: (changes: Record<string, unknown>) => FormData;
  /**
   * Writes a text widget's typed value at `pointer` at once (the widget hands RJSF the same change in a
   * transition, reported back with the widget's `id`); see `useTypedValue`.
   */
  write?: (id: string, pointer: string, value: unknown) => void;
  /**
   * Whether other fields depend on the value at `pointer`: such a text widget hands RJSF every keystroke, the
   * others hand it their value on blur (see `useTypedValue`).
   */
  isSource?: (pointer: string) => boolean;
  /** True once the user pressed Next / Submit: required errors are shown. */
  showErrors: boolean;
  /** Asks the host to save the current data now (wizard drafts). */
  saveNow?: (data: FormData) => void;
  /** Validates, saves and moves the wizard on by one step (the trade-reference skip dialog). */
  goNext?: (data?: FormData) => void;
  /** Uploads a file and resolves with the stored file name. */
  onUpload?: (file: File) => Promise<string>;
  /** Link to download a stored file. */
  fileDownloadUrl?: (storedName: string) => string;
  /** The id the server appends to stored file names, stripped when displayed. */
  fileIdSuffix?: string;
}
