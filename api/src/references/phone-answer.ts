/**
 * Answers taken by phone (README 'Reference requests'): GET /api/v1/submissions/:id/references/:requestId/
 * answer-form, the published answer form staff fill in while on the phone, and POST …/phone-answer, the answer
 * marked as such with the staff member's name; no access code (they are signed in and may request references on
 * the application). Both need `requestReferences`; a request closed meanwhile is refused by the answer.
 */
import type { PhoneAnswerFormView } from '@cp/schemas/contracts/references';
import type { Db } from '../db/client';
import { publishedAnswerForm } from './answer-form';
import { checkRequestAccess, lockRequest, type StaffRequestCall } from './load-request';
import { recordAnswer } from './record-answer';

export interface PhoneAnswerCall extends StaffRequestCall {
  db: Db;
  answers: Record<string, unknown>;
  declined: boolean;
}

export async function phoneAnswerForm(o: StaffRequestCall): Promise<PhoneAnswerFormView> {
  await checkRequestAccess(o);
  return o.db.transaction(async (tx) => {
    const { request } = await lockRequest(tx, o);
    return {
      kind: request.kind,
      company: request.company,
      contact: request.contact,
      phone: request.phone,
      status: request.status,
      definition: await publishedAnswerForm(tx, request.kind),
    };
  });
}

export async function recordPhoneAnswer(o: PhoneAnswerCall) {
  await checkRequestAccess(o);
  return o.db.transaction(async (tx) => {
    const { request } = await lockRequest(tx, o);
    return recordAnswer(tx, {
      request,
      declined: o.declined,
      answers: o.answers,
      now: new Date(),
      recordedBy: o.actor.id,
    });
  });
}
