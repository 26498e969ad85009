/**
 * One interface for the two e-signature providers (README 'E-signature'): DocuSign through its SDK when
 * the five DOCUSIGN_* variables are set, otherwise the built-in provider. The product always emails the
 * customer its own signing link (/api/esign/open/{token}); the provider says where that link leads.
 */
import type { AgreementTerms, EsignStatus } from '../db/schema/esign';
import { AppError, ErrorCode } from '../errors';

export interface EnvelopeRequest {
  /** Our envelope row; the built-in provider uses its id as the envelope id. */
  envelopeRowId: string;
  /** `${submissionId}:${attempt}`: the same on every retry of one send. */
  idempotencyKey: string;
  templateId: string;
  signer: { name: string; email: string };
  terms: AgreementTerms;
}

export interface SignedDocuments {
  /** The signed agreement (with DocuSign, the combined document). */
  signed: Buffer;
  certificate: Buffer;
}

export interface EsignProvider {
  readonly name: 'builtin' | 'docusign';
  /** An envelope created earlier under this key (a retry after the provider's answer was lost), or null. */
  findEnvelope(idempotencyKey: string): Promise<string | null>;
  /** Creates and sends the envelope from the unit's template, prefilled with the terms; its id. */
  createEnvelope(request: EnvelopeRequest): Promise<string>;
  /** Where the customer's emailed link leads; `returnUrl` is the signing-complete page. */
  signingUrl(o: {
    envelopeId: string;
    signer: { name: string; email: string };
    clientUserId: string;
    returnUrl: string;
    builtinPage: string;
  }): Promise<string>;
  /** The provider's current status of the envelope. */
  status(envelopeId: string): Promise<EsignStatus>;
  /** The signed document and the certificate of completion, once completed. */
  documents(envelopeId: string): Promise<SignedDocuments>;
  void(envelopeId: string, reason: string): Promise<void>;
  /** Asks the provider to notify the signer again (the product also emails a new link of its own). */
  resend(envelopeId: string): Promise<void>;
}

/**
 * A provider that could not be reached or answered with an error worth retrying: the job queue retries the
 * job (not a permanent error), and a staff call answers 503 with what the provider said.
 */
export class ProviderUnavailableError extends AppError {
  constructor(message: string) {
    super(ErrorCode.Unavailable, message);
    this.name = 'ProviderUnavailableError';
  }
}
