/**
 * The record's audit trail, oldest first, with each actor's name: the record's own audit rows and those of its
 * reference requests (written against the request's id).
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { auditLog, referenceRequests } from '../../db/schema';
import { jsonEntry, type EvidencePart } from '../part';
import { peopleOf } from '../people';

export const auditTrailPart: EvidencePart = {
  name: 'audit-trail',
  async collect({ db, submission }) {
    const requests = await db
      .select({ id: referenceRequests.id })
      .from(referenceRequests)
      .where(eq(referenceRequests.submissionId, submission.id));
    const ofRecord = and(eq(auditLog.entity, 'submission'), eq(auditLog.entityId, submission.id));
    const ofRequests = requests.length
      ? and(
          eq(auditLog.entity, 'reference_request'),
          inArray(
            auditLog.entityId,
            requests.map((r) => r.id),
          ),
        )
      : undefined;
    const rows = await db
      .select()
      .from(auditLog)
      .where(ofRequests ? or(ofRecord, ofRequests) : ofRecord)
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    const person = await peopleOf(
      db,
      rows.map((r) => r.actorId),
    );
    const trail = rows.map((r) => ({
      at: r.at.toISOString(),
      entity: r.entity,
      action: r.action,
      actorKind: r.actorKind,
      actor: person(r.actorId),
      before: r.before,
      after: r.after,
      ip: r.ip,
    }));
    return [jsonEntry('audit-trail.json', trail)];
  },
};
