/**
 * Reference answers (README 'Reference requests'): each request with its answer as JSON, and each answer's
 * stored PDF. An answer whose PDF its own job has not printed yet is printed and stored now, as that job would
 * (references/answer-pdf.ts). Link token and access code hashes are left out: they are credentials.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { referenceAnswers, referenceRequests } from '../../db/schema';
import { getFile } from '../../files/get-file';
import { storeReferenceAnswerPdf } from '../../references/answer-pdf';
import { jsonEntry, segment, type EvidencePart } from '../part';
import { peopleOf } from '../people';
import type { ZipEntry } from '../zip';

export const referencesPart: EvidencePart = {
  name: 'references',
  async collect({ db, submission, printer }) {
    const requests = await db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.submissionId, submission.id))
      .orderBy(asc(referenceRequests.kind), asc(referenceRequests.position));
    if (!requests.length) return [];
    const answers = await db
      .select()
      .from(referenceAnswers)
      .where(
        inArray(
          referenceAnswers.requestId,
          requests.map((r) => r.id),
        ),
      );
    const person = await peopleOf(
      db,
      answers.map((a) => a.recordedBy),
    );
    const pdfs: ZipEntry[] = [];
    const listed = [];
    for (const r of requests) {
      const a = answers.find((x) => x.requestId === r.id);
      let pdfPath: string | null = null;
      if (a) {
        const fileId =
          a.fileId ?? (await storeReferenceAnswerPdf(db, r.id, (html) => printer.renderPdf(html)));
        const file = fileId ? await getFile(db, fileId) : null;
        if (file) {
          pdfPath = `references/${pdfs.length + 1}-${segment(file.name)}`;
          pdfs.push({ path: pdfPath, bytes: file.data });
        }
      }
      listed.push({
        kind: r.kind,
        company: r.company,
        contact: r.contact,
        email: r.email,
        phone: r.phone,
        status: r.status,
        sentAt: r.sentAt?.toISOString() ?? null,
        closedAt: r.closedAt?.toISOString() ?? null,
        answer: a
          ? {
              declined: a.declined,
              answers: a.answers,
              score: a.score,
              form: `${a.formFamily} version ${a.formVersion}`,
              byPhone: a.byPhone,
              recordedBy: person(a.recordedBy),
              respondentName: a.respondentName,
              respondentTitle: a.respondentTitle,
              respondentPhone: a.respondentPhone,
              ip: a.ip,
              userAgent: a.userAgent,
              answeredAt: a.answeredAt.toISOString(),
              pdf: pdfPath,
            }
          : null,
      });
    }
    return [jsonEntry('references/references.json', listed), ...pdfs];
  },
};
