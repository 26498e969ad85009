/**
 * POST /api/v1/submissions/:id/references/:requestId/phone-answer (README 'Reference requests'): an answer a
 * staff member took by phone, marked as such with their name; no access code (they are signed in and may
 * request references on the application).
 */
import type { Db } from '../db/client';
import { checkRequestAccess, lockRequest, type StaffRequestCall } from './load-request';
import { recordAnswer } from './record-answer';

export interface PhoneAnswerCall extends StaffRequestCall {
  db: Db;
  answers: Record<string, unknown>;
  declined: boolean;
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
