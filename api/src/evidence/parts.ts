/**
 * The parts of an evidence bundle, in the order the ZIP holds them (README 'Evidence bundle'). A new part is
 * one file in parts/ plus one line here.
 */
import type { EvidencePart } from './part';
import { auditTrailPart } from './parts/audit-trail';
import { carrierChecksPart } from './parts/carrier-checks';
import { decisionPart } from './parts/decision';
import { reasonsPart } from './parts/reasons';
import { referencesPart } from './parts/references';
import { scorecardPart } from './parts/scorecard';
import { screeningPart } from './parts/screening';
import { signedAgreementPart } from './parts/signed-agreement';
import { submissionPdfPart } from './parts/submission-pdf';

export const EVIDENCE_PARTS: readonly EvidencePart[] = [
  decisionPart,
  submissionPdfPart,
  signedAgreementPart,
  screeningPart,
  carrierChecksPart,
  referencesPart,
  scorecardPart,
  reasonsPart,
  auditTrailPart,
];
