import type { RJSFSchema } from '@rjsf/utils';

/** A small three-step application shaped like the real ones (required messages via ajv-errors). */
export const wizardSchema = {
  type: 'object',
  properties: {
    companyName: {
      type: 'string',
      title: 'Company Name',
      maxLength: 10,
      'x-normalize': 'upper',
      errorMessage: { maxLength: 'Cannot exceed 10 characters' },
    },
    companyPhone: {
      type: 'string',
      title: 'Phone',
      pattern: '^\\d{10}$',
      errorMessage: { pattern: 'Please enter a valid phone number (10 number characters)' },
    },
    numberEmployees: { type: 'integer', title: 'Employees' },
    signature: { type: 'string', title: 'Signature' },
    termsAndConditions: { type: 'boolean', title: 'I agree', const: true, errorMessage: 'You must agree' },
  },
  required: ['companyName', 'companyPhone', 'numberEmployees', 'signature', 'termsAndConditions'],
  errorMessage: {
    required: {
      companyName: 'Please enter the company name',
      companyPhone: 'Please enter the phone number',
      numberEmployees: 'Please enter the number of employees.',
      signature: 'We must have your signature to move forward',
      termsAndConditions: 'You must agree to the terms and conditions',
    },
  },
} as RJSFSchema;

export const wizardDefinition = {
  key: 'test-wizard',
  schema: wizardSchema,
  signStep: 2,
  steps: [
    { id: 'company', title: 'Company Information', fields: ['companyName', 'companyPhone'] },
    { id: 'credit', title: 'Credit Request', fields: ['numberEmployees'] },
    {
      id: 'sign',
      title: 'E-Sign',
      fields: ['signature', 'termsAndConditions'],
      clearOnBack: ['termsAndConditions'],
    },
    { id: 'review', title: 'Review', fields: [] },
  ],
};

export const wizardUi = {
  companyPhone: { 'ui:widget': 'masked' },
  numberEmployees: { 'ui:widget': 'digits' },
  signature: { 'ui:widget': 'signature' },
};
