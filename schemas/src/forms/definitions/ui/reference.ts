import { PAYMENT_HABIT_LABELS, PAYMENT_HABITS } from '../../../contracts/references';
import { label, money, phone, radio, date } from './ui-parts';
import type { UiSchema } from './ui-parts';

/** Amounts and days are typed on a phone's number pad (the money and digits widgets ask for it). */
const days = (title: string): UiSchema =>
  label(title, { 'ui:widget': 'digits', 'ui:options': { maxDigits: 3 } });

const respondentUi = (): UiSchema => ({
  respondentName: label('Your name'),
  respondentTitle: label('Your title'),
  respondentPhone: phone('Your phone'),
});

/** The trade reference's answer form (README 'Reference requests'). */
export const tradeReferenceUi: UiSchema = {
  accountOpenDate: date('Account open since'),
  highCreditAmount: money('High credit in the last 12 months', 9),
  balanceAmount: money('Current balance', 9),
  pastDueAmount: money('Amount past due', 9),
  paymentTerms: label('Payment terms', { 'ui:placeholder': 'e.g. Net 30' }),
  daysBeyondTerms: days('Average days beyond terms'),
  paymentHabit: label('Payment habit', {
    'ui:widget': 'radio',
    'ui:enumNames': PAYMENT_HABITS.map((habit) => PAYMENT_HABIT_LABELS[habit]),
  }),
  sellAgain: radio('Would you sell to them again on open terms?'),
  comments: label('Comments', { 'ui:widget': 'textarea' }),
  ...respondentUi(),
};

/** The bank's answer form. */
export const bankReferenceUi: UiSchema = {
  accountOpenDate: date('Account open since'),
  averageBalance: label('Average balance', { 'ui:widget': 'radio' }),
  returnedItems: days('NSF or returned items in the last 12 months'),
  hasLoans: radio('Loans or lines of credit with you?'),
  loans: label('Loans or lines of credit', { 'ui:placeholder': 'e.g. a $250,000 line of credit' }),
  satisfactory: radio('Is the relationship satisfactory?'),
  comments: label('Comments', { 'ui:widget': 'textarea' }),
  ...respondentUi(),
};
