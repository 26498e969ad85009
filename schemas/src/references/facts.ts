/**
 * What the product reads of a reference's answers (README 'Reference requests'), only through the roles the
 * answer form's version declares (ARCHITECTURE.md 'Field roles'): the trade answer's facts the score reads, and
 * the bank's answer in one line.
 */
import { PAYMENT_HABITS, type PaymentHabit, type TradeAnswerFacts } from '../contracts/references';
import { parseDate } from '../dates';
import { readRole, type FormRoles } from '../forms/roles';

type Roled = { roles?: FormRoles };

const numberOf = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replace(/[$,\s]/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
};
const booleanOf = (v: unknown): boolean | undefined =>
  v === true || v === 'true' || v === 'yes'
    ? true
    : v === false || v === 'false' || v === 'no'
      ? false
      : undefined;
const habitOf = (v: unknown): PaymentHabit | undefined =>
  (PAYMENT_HABITS as readonly unknown[]).includes(v) ? (v as PaymentHabit) : undefined;
/** YYYY-MM-DD of any date the one parser reads, or a bare YYYY-MM as typed. */
const sinceOf = (v: unknown): string | undefined =>
  parseDate(v) ?? (typeof v === 'string' && /^\d{4}-\d{2}$/.test(v) ? v : undefined);

/** The trade answer's facts (fields the form does not carry, or left empty, are absent). */
export function tradeAnswerFacts(definition: Roled, answers: unknown): TradeAnswerFacts {
  const facts: TradeAnswerFacts = {
    openSince: sinceOf(readRole(definition, answers, 'referenceOpenSince')),
    highCredit: numberOf(readRole(definition, answers, 'referenceHighCredit')),
    balance: numberOf(readRole(definition, answers, 'referenceBalance')),
    pastDue: numberOf(readRole(definition, answers, 'referencePastDue')),
    daysBeyondTerms: numberOf(readRole(definition, answers, 'referenceDaysBeyondTerms')),
    paymentHabit: habitOf(readRole(definition, answers, 'referencePaymentHabit')),
    sellAgain: booleanOf(readRole(definition, answers, 'referenceSellAgain')),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as TradeAnswerFacts;
}

/** 'Open since 2012 · average balance $10,000–$99,999 · 0 NSF · satisfactory' (parts not answered, and no loans, left out). */
export function bankAnswerSummary(definition: Roled, answers: unknown): string {
  const since = sinceOf(readRole(definition, answers, 'referenceOpenSince'));
  const range = readRole(definition, answers, 'referenceBalanceRange');
  const returned = numberOf(readRole(definition, answers, 'referenceReturnedItems'));
  const loans = booleanOf(readRole(definition, answers, 'referenceLoans'));
  const satisfactory = booleanOf(readRole(definition, answers, 'referenceSatisfactory'));
  return [
    since && `Open since ${since.slice(0, 4)}`,
    typeof range === 'string' && range && `average balance ${range}`,
    returned !== undefined && `${returned} NSF`,
    loans === true && 'loans or lines of credit',
    satisfactory !== undefined && (satisfactory ? 'satisfactory' : 'not satisfactory'),
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' · ');
}

/** The bank's verdict for the scorecard (README 'Scorecard'): not satisfactory, satisfactory with NSF items, or satisfactory; null when it said neither. */
export function bankAnswerVerdict(
  definition: Roled,
  answers: unknown,
): 'satisfactory' | 'returned-items' | 'unsatisfactory' | null {
  const satisfactory = booleanOf(readRole(definition, answers, 'referenceSatisfactory'));
  const returned = numberOf(readRole(definition, answers, 'referenceReturnedItems'));
  if (satisfactory === false) return 'unsatisfactory';
  if (returned !== undefined && returned > 0) return 'returned-items';
  return satisfactory === true || returned === 0 ? 'satisfactory' : null;
}
