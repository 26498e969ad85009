/**
 * The record's PDF as staff download it (services/documents/submission-pdf.ts: the staff copy of the decided
 * version, with the decision block), rendered by the worker's Chromium and stored on the record as usual.
 */
import { getSubmissionPdf } from '../../services/documents/submission-pdf';
import { segment, type EvidencePart } from '../part';

export const submissionPdfPart: EvidencePart = {
  name: 'submission-pdf',
  async collect({ db, submission, printer }) {
    const pdf = await getSubmissionPdf({ db, submissionId: submission.id, copy: 'staff', printer });
    return [{ path: `submission/${segment(pdf.filename)}`, bytes: pdf.data }];
  },
};
