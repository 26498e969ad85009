// The engine's public surface (forms and admin import from '@cp/renderer').
export { default as SchemaForm, type SchemaFormProps } from './SchemaForm';
export { default as Wizard, type WizardProps } from './Wizard';
export { createValidator } from './validator';
export { createPrecompiledFormValidator } from './precompiled';
export { widgets, fields } from './widgets';
export { collectErrors, visibleErrors, type FieldErrors } from './errors';
export { COUNTRIES, DEFAULT_COUNTRY } from './data/countries';
export type {
  EngineContext,
  FormData,
  FormDefinitionLike,
  FormStep,
  FormValidator,
  ServerErrors,
} from './types';
export { default as SignatureDialog, SIGNATURE_FONT } from './widgets/SignatureDialog';
