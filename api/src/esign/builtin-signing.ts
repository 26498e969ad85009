/**
 * The built-in provider's signing page (README 'E-signature'). Viewing the agreement records 'delivered'
 * (once) with the signer's address and browser. Signing records the adopted name, the email, the address,
 * the browser, the consent and the time; prints the signed agreement with Chromium, hashes it (SHA-256),
 * prints it again with the certificate page (events and hash), and completes the envelope. The PDFs are
 * printed before the transaction, which re-checks under the row lock that nobody signed meanwhile, and
 * emails the signer their copy (the signed PDF and the certificate). A declined agreement's page says so.
 */
import { asc, eq } from 'drizzle-orm';
import type { AgreementView, SignAgreementBody } from '@cp/schemas/contracts/esign';
import * as M from '@cp/schemas/messages/esign';
import {
  renderAgreementDocument,
  renderAgreementPage,
  type AgreementContext,
} from '@cp/templates/pdf/agreement';
import type { Db } from '../db/client';
import { esignEnvelopes, esignEvents } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { signatureFontCss } from '../pdf/signature-font';
import type { EnvelopeRow } from '../services/esign/current-envelope';
import { completeEnvelope } from './complete-envelope';
import { completePagePath, envelopeByToken } from './find-by-token';
import { declineOf, recordEsignEvent } from './record-event';
import { signedCopyEmail } from './signing-email';
import { sha256Hex } from './token';

export interface SignerRequest {
  ip: string | null;
  userAgent: string | null;
}

const agreementContext = (e: EnvelopeRow): AgreementContext => ({
  brand: e.terms.brand,
  brandName: e.terms.brandName,
  unitName: e.terms.unitName,
  applicationNumber: e.terms.applicationNumber,
  companyName: e.terms.companyName,
  customerCode: e.terms.customerCode,
  approvedAmount: e.terms.approvedAmount,
  netTerms: e.terms.netTerms,
  signerEmail: e.signerEmail,
});

export async function viewAgreement(o: { db: Db; token: string } & SignerRequest): Promise<AgreementView> {
  let envelope = await envelopeByToken(o.db, o.token, { declined: true });
  // A DocuSign envelope is signed at DocuSign (open-link.ts leads there), never on this page.
  if (envelope.provider !== 'builtin') throw new AppError(ErrorCode.NotFound, M.ESIGN_LINK_INVALID);
  if (envelope.status === 'sent') {
    const now = new Date();
    await o.db.transaction(async (tx) => {
      await tx
        .update(esignEnvelopes)
        .set({ status: 'delivered', updatedAt: now })
        .where(eq(esignEnvelopes.id, envelope.id));
      await recordEsignEvent(tx, {
        envelopeRowId: envelope.id,
        at: now,
        event: 'delivered',
        ip: o.ip,
        userAgent: o.userAgent,
      });
    });
    envelope = { ...envelope, status: 'delivered' };
  }
  const page = renderAgreementPage(agreementContext(envelope));
  const declined =
    envelope.status === 'declined'
      ? declineOf(await o.db.select().from(esignEvents).where(eq(esignEvents.envelopeRowId, envelope.id)))
      : null;
  return {
    division: envelope.terms.division,
    envelopeId: envelope.envelopeId ?? envelope.id,
    status: envelope.status,
    unitName: envelope.terms.unitName,
    signerEmail: envelope.signerEmail,
    declined,
    html: page.html,
    css: page.css,
    consentText: M.ESIGN_CONSENT_TEXT,
  };
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

export async function signAgreement(
  o: {
    db: Db;
    token: string;
    input: SignAgreementBody;
    print: (html: string) => Promise<Buffer>;
  } & SignerRequest,
): Promise<{ redirect: string }> {
  const envelope = await envelopeByToken(o.db, o.token);
  if (envelope.provider !== 'builtin') throw new AppError(ErrorCode.NotFound, M.ESIGN_LINK_INVALID);
  if (envelope.status === 'completed' || envelope.status === 'signed')
    throw new AppError(ErrorCode.Conflict, M.ESIGN_ALREADY_SIGNED);
  const signedAt = new Date();
  const name = o.input.name;
  const base = agreementContext(envelope);
  const signature = { name, date: utc(signedAt) };
  const fontCss = signatureFontCss();
  const agreementPdf = await o.print(
    renderAgreementDocument({ ...base, signature, signatureFontCss: fontCss }),
  );
  const documentSha256 = sha256Hex(agreementPdf);
  const earlier = await o.db
    .select()
    .from(esignEvents)
    .where(eq(esignEvents.envelopeRowId, envelope.id))
    .orderBy(asc(esignEvents.at), asc(esignEvents.id));
  const from = [o.ip, o.userAgent].filter(Boolean).join(' · ');
  const events = [
    ...earlier.map((e) => ({
      at: utc(e.at),
      event: e.event,
      detail: [e.ip, e.userAgent].filter(Boolean).join(' · '),
    })),
    { at: utc(signedAt), event: 'signed', detail: `${name} <${envelope.signerEmail}> ${from}`.trim() },
    { at: utc(signedAt), event: 'completed', detail: `SHA-256 ${documentSha256}` },
  ];
  const certificate = {
    envelopeId: envelope.envelopeId ?? envelope.id,
    documentSha256,
    signerName: name,
    signerEmail: envelope.signerEmail,
    ip: o.ip ?? '',
    userAgent: o.userAgent ?? '',
    consent: `Agreed at ${utc(signedAt)}: ${M.ESIGN_CONSENT_TEXT}`,
    events,
  };
  const signedPdf = await o.print(
    renderAgreementDocument({ ...base, signature, certificate, signatureFontCss: fontCss }),
  );
  const certificatePdf = await o.print(
    renderAgreementDocument({ ...base, signature, certificate, signatureFontCss: fontCss }).replace(
      /<section class="agreement">[\s\S]*?<\/section>/,
      '',
    ),
  );
  await o.db.transaction(async (tx) => {
    const locked = await envelopeByToken(tx, o.token, { forUpdate: true });
    if (locked.status !== 'sent' && locked.status !== 'delivered')
      throw new AppError(ErrorCode.Conflict, M.ESIGN_ALREADY_SIGNED);
    await tx
      .update(esignEnvelopes)
      .set({ signerName: name.slice(0, 200) })
      .where(eq(esignEnvelopes.id, locked.id));
    await recordEsignEvent(tx, {
      envelopeRowId: locked.id,
      at: signedAt,
      event: 'signed',
      ip: o.ip,
      userAgent: o.userAgent,
      detail: { name, email: locked.signerEmail, consent: M.ESIGN_CONSENT_TEXT },
    });
    const files = await completeEnvelope(
      tx,
      locked,
      { signed: signedPdf, certificate: certificatePdf, documentSha256 },
      signedAt,
    );
    await signedCopyEmail(tx, locked, { ...files, signerName: name, signedAt });
    await recordEsignEvent(tx, {
      envelopeRowId: locked.id,
      at: signedAt,
      event: 'completed',
      detail: { documentSha256 },
    });
  });
  return { redirect: completePagePath(envelope) };
}
