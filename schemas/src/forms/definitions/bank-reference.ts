import { BANK_BALANCE_RANGES } from '../../contracts/references';
import { REFERENCE_FORM_MESSAGES as M } from '../../messages/reference-answers';
import { choice, count, obj, text } from '../dsl';
import type { FormSource } from '../types';
import { layout, step } from './layout-parts';
import {
  DRAFT_07,
  RESPONDENT_ORDER,
  accountOpenDate,
  comments,
  respondent,
  respondentRoles,
  yesNo,
} from './reference-parts';

/**
 * The bank's answer form (README 'Reference requests'): the relationship in ranges and yes / no, as banks
 * answer; the application shows it in one line (references/facts.ts `bankAnswerSummary`) through the roles.
 */
export const bankReference: FormSource = {
  key: 'bank-reference',
  form: 'reference',
  title: 'Bank Reference',
  schema: {
    $schema: DRAFT_07,
    title: 'BankReference',
    ...obj({
      accountOpenDate: accountOpenDate(),
      averageBalance: {
        ...choice(BANK_BALANCE_RANGES, undefined, 'Average balance'),
        errorMessage: M.chooseOne,
      },
      returnedItems: count({ max: [999, M.itemsMax], title: 'NSF or returned items in the last 12 months' }),
      hasLoans: yesNo('Loans or lines of credit with you?'),
      loans: text({ max: [300, M.cannotExceed(300)], title: 'Loans or lines of credit' }),
      satisfactory: yesNo('Is the relationship satisfactory?'),
      comments: comments(),
      ...respondent(),
    }),
  },
  layout: layout([
    step('account', 'The account', [
      'accountOpenDate',
      'averageBalance',
      'returnedItems',
      'hasLoans',
      'loans',
      'satisfactory',
      'comments',
    ]),
    // The last step, as every form's signing step is: who answers confirms it (the wizard opens here at the latest).
    step('respondent', 'About you', RESPONDENT_ORDER, { sign: true }),
  ]),
  roles: {
    referenceOpenSince: '/accountOpenDate',
    referenceBalanceRange: '/averageBalance',
    referenceReturnedItems: '/returnedItems',
    referenceLoans: '/hasLoans',
    referenceSatisfactory: '/satisfactory',
    ...respondentRoles(),
  },
  defaults: {},
};
