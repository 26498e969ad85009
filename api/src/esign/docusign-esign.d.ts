/**
 * The part of the docusign-esign SDK (which ships no types) this product uses: JWT grant on ApiClient,
 * and EnvelopesApi's create, list, get, recipient view, document and update calls.
 */
declare module 'docusign-esign' {
  namespace docusign {
    class ApiClient {
      constructor(opts?: { basePath?: string; oAuthBasePath?: string });
      setBasePath(basePath: string): void;
      setOAuthBasePath(host: string): void;
      addDefaultHeader(name: string, value: string): void;
      requestJWTUserToken(
        clientId: string,
        userId: string,
        scopes: string[],
        privateKey: Buffer,
        expiresIn: number,
      ): Promise<{ body: { access_token: string; expires_in: number } }>;
    }
    interface EnvelopeSummary {
      envelopeId?: string;
      status?: string;
    }
    interface Envelope {
      envelopeId?: string;
      status?: string;
    }
    class EnvelopesApi {
      constructor(client: ApiClient);
      createEnvelope(
        accountId: string,
        opts: { envelopeDefinition: Record<string, unknown> },
      ): Promise<EnvelopeSummary>;
      listStatusChanges(
        accountId: string,
        opts: { fromDate?: string; customField?: string },
      ): Promise<{ envelopes?: Envelope[] }>;
      getEnvelope(accountId: string, envelopeId: string): Promise<Envelope>;
      createRecipientView(
        accountId: string,
        envelopeId: string,
        opts: { recipientViewRequest: Record<string, unknown> },
      ): Promise<{ url?: string }>;
      getDocument(
        accountId: string,
        envelopeId: string,
        documentId: string,
        opts?: Record<string, string>,
      ): Promise<Buffer | string>;
      update(
        accountId: string,
        envelopeId: string,
        opts: { envelope?: Record<string, unknown>; resendEnvelope?: string },
      ): Promise<unknown>;
    }
  }
  export default docusign;
}
