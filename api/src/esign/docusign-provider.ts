/**
 * DocuSign through the official docusign-esign SDK with the JWT grant (README 'E-signature'): an envelope
 * from the unit's template with the customer as an embedded signer (clientUserId), prefilled text tabs for
 * the approval terms, and a hidden envelope custom field carrying the idempotency key, so a retry after a
 * lost answer finds the envelope it already made (listStatusChanges by custom_field) instead of a second one.
 */
import { readFile } from 'node:fs/promises';
import docusign from 'docusign-esign';
import type { DocuSignConfig } from '../config';
import type { EsignStatus } from '../db/schema/esign';
import { ProviderUnavailableError, type EnvelopeRequest, type EsignProvider } from './provider';

export const IDEMPOTENCY_FIELD = 'cpIdempotencyKey';
/** The template's role for the customer (the unit's DocuSign template must name its signer role so). */
export const SIGNER_ROLE = 'Customer';

/** account-d for the demo environment, account for production; a stand-in answers on its own host. */
export function oAuthHostFor(basePath: string): string {
  const host = new URL(basePath).host;
  if (/(^|\.)demo\.docusign\.net$/i.test(host)) return 'account-d.docusign.com';
  if (/docusign\.net$/i.test(host)) return 'account.docusign.com';
  return host;
}

/** DocuSign's envelope statuses in the product's words ('created' is a draft: not sent yet). */
export function statusOf(docuSignStatus: string | undefined): EsignStatus {
  switch ((docuSignStatus ?? '').toLowerCase()) {
    case 'delivered':
      return 'delivered';
    case 'signed':
      return 'signed';
    case 'completed':
      return 'completed';
    case 'declined':
      return 'declined';
    case 'voided':
      return 'voided';
    default:
      return 'sent';
  }
}

const unavailable = (what: string, err: unknown) =>
  new ProviderUnavailableError(
    `DocuSign ${what} failed: ${err instanceof Error ? err.message : String(err)}`,
  );

export function docuSignProvider(config: DocuSignConfig): EsignProvider {
  let token: { value: string; until: number } | undefined;

  async function api(): Promise<docusign.EnvelopesApi> {
    const client = new docusign.ApiClient({ basePath: config.basePath });
    client.setOAuthBasePath(oAuthHostFor(config.basePath));
    if (!token || token.until < Date.now()) {
      const key = await readFile(config.privateKeyPath);
      try {
        const res = await client.requestJWTUserToken(
          config.integrationKey,
          config.userId,
          ['signature', 'impersonation'],
          key,
          3600,
        );
        // Renewed five minutes before DocuSign lets it expire.
        token = {
          value: res.body.access_token,
          until: Date.now() + (res.body.expires_in - 300) * 1000,
        };
      } catch (err) {
        throw unavailable('JWT grant', err);
      }
    }
    client.addDefaultHeader('Authorization', `Bearer ${token.value}`);
    return new docusign.EnvelopesApi(client);
  }

  async function call<T>(what: string, fn: (envelopes: docusign.EnvelopesApi) => Promise<T>): Promise<T> {
    const envelopes = await api();
    try {
      return await fn(envelopes);
    } catch (err) {
      throw unavailable(what, err);
    }
  }

  return {
    name: 'docusign',
    async findEnvelope(idempotencyKey) {
      const fromDate = new Date(Date.now() - 90 * 86_400_000).toISOString();
      const found = await call('envelope search', (e) =>
        e.listStatusChanges(config.accountId, {
          fromDate,
          customField: `${IDEMPOTENCY_FIELD}=${idempotencyKey}`,
        }),
      );
      return found.envelopes?.find((env) => env.envelopeId)?.envelopeId ?? null;
    },
    async createEnvelope(request: EnvelopeRequest) {
      const t = request.terms;
      const tabs = Object.entries({
        approvedAmount: t.approvedAmount,
        netTerms: t.netTerms,
        customerCode: t.customerCode,
        applicationNumber: t.applicationNumber,
      }).map(([tabLabel, value]) => ({ tabLabel, value, locked: 'true' }));
      const summary = await call('envelope creation', (e) =>
        e.createEnvelope(config.accountId, {
          envelopeDefinition: {
            templateId: request.templateId,
            status: 'sent',
            emailSubject: `Payment terms agreement - Application # ${t.applicationNumber}`,
            templateRoles: [
              {
                roleName: SIGNER_ROLE,
                name: request.signer.name,
                email: request.signer.email,
                clientUserId: request.envelopeRowId,
                tabs: { textTabs: tabs },
              },
            ],
            customFields: {
              textCustomFields: [{ name: IDEMPOTENCY_FIELD, value: request.idempotencyKey, show: 'false' }],
            },
          },
        }),
      );
      if (!summary.envelopeId) throw new ProviderUnavailableError('DocuSign returned no envelope id');
      return summary.envelopeId;
    },
    async signingUrl(o) {
      const view = await call('recipient view', (e) =>
        e.createRecipientView(config.accountId, o.envelopeId, {
          recipientViewRequest: {
            returnUrl: o.returnUrl,
            authenticationMethod: 'none',
            email: o.signer.email,
            userName: o.signer.name,
            clientUserId: o.clientUserId,
          },
        }),
      );
      if (!view.url) throw new ProviderUnavailableError('DocuSign returned no signing link');
      return view.url;
    },
    async status(envelopeId) {
      const envelope = await call('envelope status', (e) => e.getEnvelope(config.accountId, envelopeId));
      return statusOf(envelope.status);
    },
    async documents(envelopeId) {
      const get = (documentId: string) =>
        call(`document ${documentId}`, (e) => e.getDocument(config.accountId, envelopeId, documentId, {}));
      const asBuffer = (v: Buffer | string) => (Buffer.isBuffer(v) ? v : Buffer.from(v, 'binary'));
      return {
        signed: asBuffer(await get('combined')),
        certificate: asBuffer(await get('certificate')),
      };
    },
    async void(envelopeId, reason) {
      await call('void', (e) =>
        e.update(config.accountId, envelopeId, { envelope: { status: 'voided', voidedReason: reason } }),
      );
    },
    async resend(envelopeId) {
      await call('resend', (e) => e.update(config.accountId, envelopeId, { resendEnvelope: 'true' }));
    },
  };
}
