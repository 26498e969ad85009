import { SubmissionList } from '../submissions/SubmissionList';
import { applicationKind } from './kind';

/** Credit Applications list (/applications and /). */
export function ApplicationList() {
  return <SubmissionList kind={applicationKind} />;
}
