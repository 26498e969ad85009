/** A small seeded PRNG (mulberry32) so demo and benchmark data are the same on every run. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  digits(count: number): string;
  /** A date `daysAgoMin`..`daysAgoMax` days before `now`. */
  daysAgo(now: Date, daysAgoMin: number, daysAgoMax: number): Date;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    digits: (count) => Array.from({ length: count }, (_, i) => (i === 0 ? int(1, 9) : int(0, 9))).join(''),
    daysAgo: (now, min, max) => new Date(now.getTime() - (min + next() * (max - min)) * 86_400_000),
  };
}

/** 'YYYY-MM-DD', the date format of form data. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
