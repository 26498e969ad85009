/**
 * The names a UI schema may give 'ui:widget' and 'ui:field': the renderer's registry (renderer/src/widgets/index.ts)
 * and RJSF's own widgets. Kept apart from the definition check so the console's editor lists them without ajv.
 */
export const ENGINE_WIDGETS = [
  'masked',
  'upper',
  'digits',
  'money',
  'usDate',
  'country',
  'state',
  'url',
  'checkboxGroup',
  'yesNoNa',
  'signature',
  'fileUpload',
  'text',
  'textarea',
  'email',
  'radio',
  'checkbox',
  'checkboxes',
  'select',
  'hidden',
  'password',
  'date',
  'uri',
  'updown',
  'range',
] as const;
export const ENGINE_FIELDS = [
  'copyAddress',
  'chbToggle',
  'conditionalObject',
  'tradeReferences',
  'tradeReferenceOptions',
] as const;
