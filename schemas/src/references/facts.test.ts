import { describe, expect, it } from 'vitest';
import { getFormDefinition } from '../forms/registry';
import { sampleFor } from '../forms/samples';
import { bankAnswerSummary, tradeAnswerFacts } from './facts';
import * as summary from './answer-summary';
import { tradeScore } from './score';

const trade = getFormDefinition('trade-reference');
const bank = getFormDefinition('bank-reference');

describe('a trade answer read through its roles', () => {
  it('gives the score its facts', () => {
    const facts = tradeAnswerFacts(trade, sampleFor('trade-reference'));
    expect(facts).toEqual({
      openSince: '2014-03-01',
      highCredit: 48000,
      balance: 12500,
      pastDue: 0,
      daysBeyondTerms: 4,
      paymentHabit: 'prompt',
      sellAgain: true,
    });
    expect(tradeScore(facts)).toBe(77);
  });

  it('reads a field that moved, through the version’s roles, and leaves out what is empty or unknown', () => {
    const moved = { ...trade, roles: { ...trade.roles, referenceDaysBeyondTerms: '/late' } };
    const facts = tradeAnswerFacts(moved, { late: '31', paymentHabit: 'sometimes', highCreditAmount: '' });
    expect(facts).toEqual({ daysBeyondTerms: 31 });
  });

  it('reads nothing of a form without the roles', () => {
    expect(tradeAnswerFacts({ roles: {} }, sampleFor('trade-reference'))).toEqual({});
  });
});

describe('a bank answer in one line', () => {
  it('says what the bank answered', () => {
    expect(bankAnswerSummary(bank, sampleFor('bank-reference'))).toBe(
      'Open since 2012 · average balance $10,000–$99,999 · 0 NSF · satisfactory',
    );
  });

  it('names loans and an unsatisfactory relationship, and leaves out what was not answered', () => {
    expect(bankAnswerSummary(bank, { hasLoans: true, satisfactory: false, returnedItems: 2 })).toBe(
      '2 NSF · loans or lines of credit · not satisfactory',
    );
    expect(bankAnswerSummary(bank, {})).toBe('');
  });
});

describe('the answers as shown', () => {
  it('labels each answered field in the form’s order, amounts as money, a habit in words', () => {
    const { answerSummary } = summary;
    expect(answerSummary(trade, { ...sampleFor('trade-reference'), comments: '' })).toEqual([
      ['Account open since', '03/01/2014'],
      ['High credit in the last 12 months', '$48,000'],
      ['Current balance', '$12,500'],
      ['Amount past due', '$0'],
      ['Payment terms', 'Net 30'],
      ['Average days beyond terms', '4'],
      ['Payment habit', 'Prompt'],
      ['Would you sell to them again on open terms?', 'Yes'],
      ['Your name', 'Maria Lopez'],
      ['Your title', 'Credit Manager'],
      ['Your phone', '562-555-0142'],
    ]);
  });
});
