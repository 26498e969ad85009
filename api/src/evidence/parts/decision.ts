/** The decision as recorded on the record: status, amount, terms, customer code, denial code, who and when. */
import { jsonEntry, type EvidencePart } from '../part';
import { peopleOf } from '../people';

export const decisionPart: EvidencePart = {
  name: 'decision',
  async collect({ db, submission: s }) {
    const person = await peopleOf(db, [s.approvedBy]);
    return [
      jsonEntry('decision.json', {
        status: s.status,
        approvedAmount: s.approvedAmount,
        requestedAmount: s.amountReq,
        paymentTerms: s.paymentTerms,
        netTerms: s.netTerms,
        isCod: s.isCod,
        customerCode: s.customerCode,
        denialCode: s.denialCode,
        decidedBy: person(s.approvedBy),
        decidedAt: s.approvedOrDeniedDate?.toISOString() ?? null,
        signedAt: s.signatureDate?.toISOString() ?? null,
        formFamily: s.formFamily,
        formVersion: s.formVersion,
        recordVersion: s.version,
      }),
    ];
  },
};
