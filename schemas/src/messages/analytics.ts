/** Analytics (README 'Analytics'). */
export const ANALYTICS_DENIED = 'You cannot read the analytics.';
