import { SubmissionList } from '../submissions/SubmissionList';
import { activationKind } from './kind';

/** Customer Activations list (/activations, / and unknown paths). */
export function ActivationList() {
  return <SubmissionList kind={activationKind} />;
}
