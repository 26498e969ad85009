import { BaseSequencer } from 'vitest/node';

/** Longest test files first (vitest's cache, else scripts/test-durations.json), unknown files first of all. */
export declare class DurationSequencer extends BaseSequencer {}
