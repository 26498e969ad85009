/**
 * The demo's dates are relative to the day it was seeded (a review 21 days overdue, one due today). The suite
 * seeds once (global-setup.ts records the day); a spec that runs after midnight reads each date a day later.
 */
const today = () => new Date().toISOString().slice(0, 10);

/** Records the seed day for the workers (they inherit the environment). */
export const recordSeedDay = (): void => {
  process.env.E2E_SEEDED_ON = today();
};

/** Whole days since the demo was seeded. */
export const daysSinceSeeded = (): number => {
  const seeded = process.env.E2E_SEEDED_ON;
  return seeded ? Math.round((Date.parse(today()) - Date.parse(seeded)) / 86_400_000) : 0;
};

/** What the console's due chip says of a review `overdue` days late at seed time (admin/src/reviews/DueChip.tsx). */
export const dueLabel = (overdueAtSeed: number): string => {
  const days = overdueAtSeed + daysSinceSeeded();
  return days === 0 ? 'Due today' : `${days} day${days === 1 ? '' : 's'} overdue`;
};
