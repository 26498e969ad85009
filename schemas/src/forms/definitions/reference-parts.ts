/**
 * What the two reference answer forms share (README 'Reference requests'): when the account was opened, the
 * comments and who answers. Short on purpose: a reference fills it on a phone in two minutes.
 */
import { REFERENCE_FORM_MESSAGES as M } from '../../messages/reference-answers';
import { PHONE10 } from '../fields';
import { count, text } from '../dsl';
import type { FormRoles } from '../roles';
import type { JsonSchema } from '../types';

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

export const accountOpenDate = (): JsonSchema =>
  text({ format: ['date', M.validDate], title: 'Account open since' });

export const amount = (title: string): JsonSchema => count({ max: [999999999, M.amountMax], title });

export const comments = (): JsonSchema => text({ max: [1000, M.cannotExceed(1000)], title: 'Comments' });

export const respondent = (): Record<string, JsonSchema> => ({
  respondentName: text({ required: M.respondentName, max: [100, M.cannotExceed(100)], title: 'Your name' }),
  respondentTitle: text({ max: [100, M.cannotExceed(100)], title: 'Your title' }),
  respondentPhone: text({ normalize: 'unmask', pattern: [PHONE10, M.validPhone], title: 'Your phone' }),
});
export const RESPONDENT_ORDER = ['respondentName', 'respondentTitle', 'respondentPhone'];

export const respondentRoles = (): FormRoles => ({
  respondentName: '/respondentName',
  respondentTitle: '/respondentTitle',
  respondentPhone: '/respondentPhone',
});

/** A yes / no question. */
export const yesNo = (title: string): JsonSchema => ({ type: 'boolean', title });
