/**
 * POST /api/reference/answer (README 'Reference requests'): the reference's answer with the emailed access code.
 * A wrong code is counted on the request; the REFERENCE_CODE_ATTEMPTS-th locks it for
 * REFERENCE_CODE_LOCK_MINUTES (429 with Retry-After), so a six-character code cannot be guessed through the
 * link. The count is committed before the refusal is answered. A request no longer answerable (answered,
 * declined, cancelled, past its days) or an unknown token answers as an expired customer link.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  REFERENCE_CODE_ATTEMPTS,
  REFERENCE_CODE_LOCK_MINUTES,
  type ReferenceAnswerBody,
  type ReferenceStatus,
} from '@cp/schemas/contracts/references';
import { REFERENCE_CODE_LOCKED, REFERENCE_CODE_WRONG } from '@cp/schemas/messages/reference-answers';
import type { Db } from '../db/client';
import { referenceRequests } from '../db/schema/references';
import { AppError, ErrorCode } from '../errors';
import { isAnswerable, referenceRefusal, requestByToken } from './find-by-token';
import { recordAnswer } from './record-answer';
import { recordReferenceEvent } from './record-event';
import { hashAccessCode } from './secrets';

export interface AnswerReferenceCall {
  db: Db;
  body: ReferenceAnswerBody;
  divisionHint: unknown;
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

type Outcome =
  { refused: true } | { lockedSeconds: number } | { wrongCode: true } | { status: ReferenceStatus };

const LOCK_MS = REFERENCE_CODE_LOCK_MINUTES * 60_000;

const sameHash = (a: string | null, b: string) =>
  a !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function answerReference(o: AnswerReferenceCall): Promise<{ status: ReferenceStatus }> {
  const outcome = await o.db.transaction(async (tx): Promise<Outcome> => {
    const request = await requestByToken(tx, o.body.token, { forUpdate: true });
    if (!request || !isAnswerable(request, o.now)) return { refused: true };
    const lockedUntil = request.codeLockedUntil?.getTime() ?? 0;
    if (lockedUntil > o.now.getTime())
      return { lockedSeconds: Math.ceil((lockedUntil - o.now.getTime()) / 1000) };
    if (!sameHash(request.codeHash, hashAccessCode(request.id, o.body.code))) {
      const failures = request.codeFailures + 1;
      const lock = failures >= REFERENCE_CODE_ATTEMPTS;
      await tx
        .update(referenceRequests)
        .set({
          codeFailures: lock ? 0 : failures,
          codeLockedUntil: lock ? new Date(o.now.getTime() + LOCK_MS) : null,
          updatedAt: o.now,
        })
        .where(eq(referenceRequests.id, request.id));
      if (!lock) return { wrongCode: true };
      await recordReferenceEvent(tx, {
        requestId: request.id,
        at: o.now,
        event: 'code-locked',
        detail: { ip: o.ip, attempts: failures },
      });
      return { lockedSeconds: LOCK_MS / 1000 };
    }
    const { status } = await recordAnswer(tx, {
      request,
      declined: o.body.declined,
      answers: o.body.answers,
      now: o.now,
      ip: o.ip,
      userAgent: o.userAgent,
    });
    return { status };
  });
  if ('refused' in outcome) throw await referenceRefusal(o.db, o.divisionHint);
  if ('wrongCode' in outcome) throw new AppError(ErrorCode.Validation, REFERENCE_CODE_WRONG);
  if ('lockedSeconds' in outcome)
    throw new AppError(ErrorCode.TooManyRequests, REFERENCE_CODE_LOCKED, {
      retryAfterSeconds: outcome.lockedSeconds,
    });
  return outcome;
}
