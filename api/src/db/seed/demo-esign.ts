/**
 * Demo e-signature data (README 'E-signature'): IDS sends the agreement with the approval, and a few
 * approved credit applications hold envelopes of the built-in provider, two out for signature and two
 * completed with a signed PDF (a small text PDF standing in for the Chromium one, so seeding needs no
 * browser) and their events.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { esignEnvelopes, esignEvents, submissions, units } from '../schema';
import { saveFile } from '../../files/save-file';
import { agreementTerms } from '../../esign/queue-envelope';
import { hashSigningToken, sha256Hex } from '../../esign/token';

/** A one-page PDF of plain text lines (Helvetica), valid enough for any reader and pdftotext. */
export function textPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 12 Tf 56 740 Td 16 TL ${lines.map((l) => `(${esc(l)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** '$15,000' as the agreement writes it (templates/src/pdf/agreement.ts). */
const dollars = (amount: string) =>
  Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export async function seedDemoEnvelopes(tx: Tx): Promise<void> {
  await tx.update(units).set({ docuSignOnApproval: true }).where(eq(units.code, 'IDS'));
  const approved = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.form, 'credit-application'), eq(submissions.status, 'APPROVED')))
    .orderBy(asc(submissions.applicationNumber))
    .limit(4);
  const unitRows = await tx
    .select()
    .from(units)
    .where(
      inArray(
        units.id,
        approved.map((a) => a.divisionId ?? a.companyId),
      ),
    );
  for (const [i, row] of approved.entries()) {
    const unit = unitRows.find((u) => u.id === (row.divisionId ?? row.companyId));
    if (!unit) continue;
    const completed = i >= 2;
    const at = new Date((row.approvedOrDeniedDate ?? new Date()).getTime() + 3_600_000);
    const signer = String(row.data.companyContact ?? 'Customer');
    const terms = agreementTerms(row, unit);
    const [envelope] = await tx
      .insert(esignEnvelopes)
      .values({
        submissionId: row.id,
        attempt: 1,
        provider: 'builtin',
        status: completed ? 'completed' : 'sent',
        templateId: unit.docuSignTemplateId,
        signerName: signer,
        signerEmail: row.email,
        terms,
        tokenHash: hashSigningToken(randomBytes(32).toString('base64url')),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx
      .update(esignEnvelopes)
      .set({ envelopeId: envelope.id })
      .where(eq(esignEnvelopes.id, envelope.id));
    const events = [{ event: 'sent', at }];
    if (completed) {
      const signedAt = new Date(at.getTime() + 86_400_000);
      const lines = [
        `Payment Terms Agreement - Application # ${terms.applicationNumber}`,
        `${terms.unitName} and ${terms.companyName}`,
        `Approved Credit Amount: ${dollars(terms.approvedAmount)}  Net Terms: ${terms.netTerms}`,
        `Signed by ${signer} (${row.email}) on ${signedAt.toISOString().slice(0, 19).replace('T', ' ')} UTC`,
      ];
      const agreement = textPdf(lines);
      const hash = sha256Hex(agreement);
      const signedFileId = await saveFile(tx, {
        kind: 'signed-pdf',
        name: `Payment Terms Agreement # ${terms.applicationNumber}.pdf`,
        contentType: 'application/pdf',
        data: textPdf([
          ...lines,
          '',
          'Certificate of Completion',
          `Envelope ID ${envelope.id}`,
          `Document SHA-256 ${hash}`,
        ]),
        ownerId: row.id,
      });
      const certificateFileId = await saveFile(tx, {
        kind: 'esign-certificate',
        name: `Certificate of Completion # ${terms.applicationNumber}.pdf`,
        contentType: 'application/pdf',
        data: textPdf([
          'Certificate of Completion',
          `Envelope ID ${envelope.id}`,
          `Document SHA-256 ${hash}`,
        ]),
        ownerId: row.id,
      });
      await tx
        .update(esignEnvelopes)
        .set({ signedFileId, certificateFileId, documentSha256: hash })
        .where(eq(esignEnvelopes.id, envelope.id));
      events.push({ event: 'delivered', at: new Date(signedAt.getTime() - 600_000) });
      events.push({ event: 'signed', at: signedAt }, { event: 'completed', at: signedAt });
    }
    await tx.insert(esignEvents).values(events.map((e) => ({ envelopeRowId: envelope.id, ...e })));
    await tx
      .update(submissions)
      .set({ docuSignEnvelopeId: envelope.id, docuSignCompleted: completed })
      .where(eq(submissions.id, row.id));
  }
}
