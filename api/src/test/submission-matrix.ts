/**
 * Bodies both kinds' route tests send. (Who may call each action is the authorisation matrix's:
 * test/authz/policy.ts holds every route's row, with the refusals' §8 messages.)
 */
import type { ActivationWorld } from './activation-world';
import type { Agent } from './test-world';

export type { Agent };

type World = Pick<ActivationWorld, 'cpg' | 'uwl' | 'bri' | 'anna'>;

/** Copy Application's target (console body), in CPG's Bristol division. */
export const copyTargetOf = (w: World) => ({
  email: 'c@acme.test',
  company_id: w.cpg.id,
  division_id: w.bri.id,
  contacts: [w.anna.id],
});
/** A denial with the world's denial code and contact (console body). */
export const denyOf = (w: World) => ({ denialCode: 'CR-1', contacts: [w.anna.id] });
