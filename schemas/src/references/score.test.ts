import { describe, expect, it } from 'vitest';
import { scoreForDays, summariseTradeScores, tradeScore } from './score';

describe('the payment score', () => {
  it.each([
    [0, 80],
    [-5, 80],
    [15, 70],
    [22, 60],
    [30, 50],
    [45, 45],
    [60, 40],
    [90, 30],
    [120, 20],
    [400, 20],
    [7.5, 75],
  ])('%d days beyond terms scores %d', (days, score) => {
    expect(scoreForDays(days)).toBe(score);
  });

  it('reads the days first, the habit when no days were given, and collections always as 20', () => {
    expect(tradeScore({ daysBeyondTerms: 30, paymentHabit: 'prompt' })).toBe(50);
    expect(tradeScore({ paymentHabit: 'prompt' })).toBe(80);
    expect(tradeScore({ paymentHabit: 'slow-1-30' })).toBe(70);
    expect(tradeScore({ paymentHabit: 'slow-31-60' })).toBe(45);
    expect(tradeScore({ paymentHabit: 'slow-over-60' })).toBe(30);
    expect(tradeScore({ paymentHabit: 'collections', daysBeyondTerms: 0 })).toBe(20);
    expect(tradeScore({ highCredit: 5000 })).toBeNull();
  });
});

describe('the application summary', () => {
  it('weights by high credit, counts declines apart and finds the oldest relationship', () => {
    const summary = summariseTradeScores(
      [
        { declined: false, score: 80, facts: { highCredit: 30_000, openSince: '2015-04' } },
        { declined: false, score: 50, facts: { highCredit: 10_000, openSince: '2019-01-02' } },
        { declined: true, score: null, facts: {} },
      ],
      'Open since 2010; satisfactory',
    );
    expect(summary).toEqual({
      weightedScore: 73, // (80 × 30,000 + 50 × 10,000) / 40,000 = 72.5
      answers: 2,
      declined: 1,
      oldestRelationship: '2015-04',
      bankSummary: 'Open since 2010; satisfactory',
    });
  });

  it('averages plainly when no answer gave a high credit, and has no score without answers', () => {
    expect(
      summariseTradeScores([
        { declined: false, score: 80, facts: {} },
        { declined: false, score: 60, facts: {} },
      ]).weightedScore,
    ).toBe(70);
    expect(summariseTradeScores([]).weightedScore).toBeNull();
  });
});
