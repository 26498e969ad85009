/**
 * A small trade-reference answer form and page view for the page's tests, built as the API builds a stored
 * version (definitionFrom), until the built-in trade-reference family is on this branch.
 */
import type { ReferencePageView } from '@cp/schemas/contracts/references';
import { PAYMENT_HABIT_LABELS, PAYMENT_HABITS } from '@cp/schemas/contracts/references';
import { choice, count, obj, text } from '@cp/schemas/forms/dsl';
import { withTitles } from '@cp/schemas/forms/labels';
import { formatsOf, labelsOf } from '@cp/schemas/forms/describe';
import { definitionFrom } from '@cp/schemas/forms/stored';
import type { FormDefinition } from '@cp/schemas/forms/types';

const schema = withTitles({
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'TradeReference',
  ...obj({
    highCredit: count({
      required: 'Enter the high credit of the last 12 months',
      max: [999999999, 'Too large'],
      title: 'High credit in the last 12 months',
    }),
    daysBeyondTerms: { type: 'integer', minimum: 0, title: 'Average days beyond terms' },
    paymentHabit: choice(PAYMENT_HABITS, undefined, 'Payment habit'),
    respondentName: text({
      required: 'Enter your name',
      max: [100, 'At most 100 characters'],
      title: 'Your name',
    }),
  }),
});

export const tradeDefinition: FormDefinition = JSON.parse(
  JSON.stringify(
    definitionFrom({
      form: 'credit-application',
      family: 'trade-reference',
      version: 1,
      title: 'Trade reference',
      schema,
      uiSchema: {
        highCredit: { 'ui:widget': 'money' },
        paymentHabit: { 'ui:enumNames': PAYMENT_HABITS.map((habit) => PAYMENT_HABIT_LABELS[habit]) },
      },
      layout: {
        type: 'Categorization',
        elements: [
          {
            type: 'Category',
            id: 'answer',
            label: 'Your answer',
            elements: ['highCredit', 'daysBeyondTerms', 'paymentHabit', 'respondentName'].map((name) => ({
              type: 'Control' as const,
              scope: `/${name}`,
            })),
          },
        ],
      },
      defaults: {},
      roles: {},
      labels: labelsOf(schema),
      formats: formatsOf(schema),
    }),
  ),
) as FormDefinition;

export const tradeView: ReferencePageView = {
  kind: 'trade',
  unit: {
    name: 'Industrial Distribution Services',
    code: 'IDS',
    kind: 'division',
    theme: {},
    onboardingEmail: 'credit@ids.test',
    termsUrl: '',
    websiteUrl: '',
  },
  applicantName: 'Acme Widgets LLC',
  referenceCompany: 'Bolt Supply Co',
  definition: tradeDefinition,
};
