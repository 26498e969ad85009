/**
 * A carrier's verdict from its snapshot (README 'Carrier checks'): inactive when it may not operate (not
 * allowed, out of service, or no active authority), warning when it may but something is short (BIPD
 * insurance on file below what is required, a broker's bond missing, an authority inactive beside an active
 * one), active otherwise. Each problem in plain words from the messages catalogue.
 */
import type { CarrierSnapshot, CarrierVerdict } from '@cp/schemas/contracts/carriers';
import * as M from '@cp/schemas/messages/carriers';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

export function carrierVerdict(s: CarrierSnapshot | null): {
  verdict: CarrierVerdict;
  problems: string[];
} {
  if (!s) return { verdict: 'not_found', problems: [M.PROBLEM_NOT_FOUND] };
  const blocking: string[] = [];
  const warnings: string[] = [];
  if (s.outOfServiceDate) blocking.push(M.PROBLEM_OUT_OF_SERVICE(s.outOfServiceDate));
  if (!s.allowedToOperate) blocking.push(M.PROBLEM_NOT_ALLOWED);
  const kinds = [
    ['Common', s.authority.common],
    ['Contract', s.authority.contract],
    ['Broker', s.authority.broker],
  ] as const;
  const anyActive = kinds.some(([, st]) => st === 'active');
  if (!anyActive) blocking.push(M.PROBLEM_NO_AUTHORITY);
  for (const [kind, st] of kinds) if (st === 'inactive') warnings.push(M.PROBLEM_AUTHORITY_INACTIVE(kind));
  if (s.bipd.required && s.bipd.onFileAmount < s.bipd.requiredAmount)
    warnings.push(M.PROBLEM_BIPD_LAPSED(usd(s.bipd.onFileAmount), usd(s.bipd.requiredAmount)));
  if (s.authority.broker === 'active' && s.bond.required && s.bond.onFileAmount <= 0)
    warnings.push(M.PROBLEM_BOND_MISSING);
  if (blocking.length) return { verdict: 'inactive', problems: [...blocking, ...warnings] };
  return { verdict: warnings.length ? 'warning' : 'active', problems: warnings };
}
