import { PAYMENT_HABITS } from '../../contracts/references';
import { REFERENCE_FORM_MESSAGES as M } from '../../messages/reference-answers';
import { choice, count, obj, text } from '../dsl';
import type { FormSource } from '../types';
import { layout, step } from './layout-parts';
import {
  DRAFT_07,
  RESPONDENT_ORDER,
  accountOpenDate,
  amount,
  comments,
  respondent,
  respondentRoles,
  yesNo,
} from './reference-parts';

/**
 * The trade reference's answer form (README 'Reference requests'): how the applicant pays this supplier. The
 * payment score reads the days beyond terms, else the payment habit, through the roles; the weighted average
 * reads the high credit and the oldest relationship the open date.
 */
export const tradeReference: FormSource = {
  key: 'trade-reference',
  form: 'reference',
  title: 'Trade Reference',
  schema: {
    $schema: DRAFT_07,
    title: 'TradeReference',
    ...obj({
      accountOpenDate: accountOpenDate(),
      highCreditAmount: amount('High credit in the last 12 months'),
      balanceAmount: amount('Current balance'),
      pastDueAmount: amount('Amount past due'),
      daysBeyondTerms: count({ max: [999, M.daysMax], title: 'Average days beyond terms' }),
      paymentTerms: text({ max: [50, M.cannotExceed(50)], title: 'Payment terms' }),
      paymentHabit: { ...choice(PAYMENT_HABITS, undefined, 'Payment habit'), errorMessage: M.chooseOne },
      sellAgain: yesNo('Would you sell to them again on open terms?'),
      comments: comments(),
      ...respondent(),
    }),
  },
  layout: layout([
    step('account', 'The account', [
      'accountOpenDate',
      'highCreditAmount',
      'balanceAmount',
      'pastDueAmount',
      'paymentTerms',
      'daysBeyondTerms',
      'paymentHabit',
      'sellAgain',
      'comments',
    ]),
    // The last step, as every form's signing step is: who answers confirms it (the wizard opens here at the latest).
    step('respondent', 'About you', RESPONDENT_ORDER, { sign: true }),
  ]),
  roles: {
    referenceOpenSince: '/accountOpenDate',
    referenceHighCredit: '/highCreditAmount',
    referenceBalance: '/balanceAmount',
    referencePastDue: '/pastDueAmount',
    referenceDaysBeyondTerms: '/daysBeyondTerms',
    referencePaymentHabit: '/paymentHabit',
    referenceSellAgain: '/sellAgain',
    ...respondentRoles(),
  },
  defaults: {},
};
