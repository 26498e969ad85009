/**
 * A local stand-in for the DocuSign endpoints the product uses, so integration tests drive the real
 * docusign-esign SDK (README 'E-signature'): the OAuth JWT grant (the assertion's RS256 signature, issuer,
 * subject and audience are checked), envelopes from a template (with custom fields), the search by custom
 * field, envelope status, the recipient view, the combined document and the certificate, and void.
 * HTTPS on 127.0.0.1 with a throw-away self-signed certificate (the SDK's OAuth call is https only);
 * `trust()` makes this process's default HTTPS agent accept it. Faults on demand: the provider down (503
 * before anything happens) or an answer lost after the envelope was made.
 */
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify, importSPKI } from 'jose';
import type { DocuSignConfig } from '../config';
import { samplePdf } from './documents';

export interface StandinEnvelope {
  envelopeId: string;
  status: string;
  templateId: string;
  roles: Array<{ roleName: string; name: string; email: string; clientUserId?: string; tabs?: unknown }>;
  customFields: Array<{ name: string; value: string }>;
}

type Fault = 'down' | 'lose-answer';

export interface DocuSignStandin {
  config: DocuSignConfig;
  envelopes: StandinEnvelope[];
  /** Calls by kind: 'token', 'create', 'search', 'get', 'view', 'document', 'update', 'resend'. */
  calls: string[];
  /** The next `times` envelope creations fail this way. */
  failCreate(fault: Fault, times?: number): void;
  setStatus(envelopeId: string, status: string): void;
  close(): Promise<void>;
}

export async function startDocuSignStandin(): Promise<DocuSignStandin> {
  const dir = mkdtempSync(join(tmpdir(), 'ds-standin-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'tls.key'),
      '-out',
      join(dir, 'tls.crt'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'tls.crt'));
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPath = join(dir, 'private.key');
  writeFileSync(privateKeyPath, privateKey.export({ type: 'pkcs1', format: 'pem' }));
  const jwtKey = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256');

  const integrationKey = randomUUID();
  const userId = randomUUID();
  const accountId = randomUUID();
  const tokens = new Set<string>();
  const envelopes: StandinEnvelope[] = [];
  const calls: string[] = [];
  const faults: Fault[] = [];
  let host = '';

  const readBody = (req: import('node:http').IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const server = https.createServer({ key: readFileSync(join(dir, 'tls.key')), cert }, (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `https://${host}`);
      const body = await readBody(req);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        calls.push('token');
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
          return json(400, { error: 'unsupported_grant_type' });
        try {
          const { payload } = await jwtVerify(form.get('assertion') ?? '', jwtKey, { audience: host });
          if (payload.iss !== integrationKey || payload.sub !== userId) throw new Error('who?');
        } catch {
          return json(400, { error: 'invalid_grant' });
        }
        const token = randomUUID();
        tokens.add(token);
        return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return json(401, { errorCode: 'AUTHORIZATION_INVALID_TOKEN' });
      const m = /^\/restapi\/v2\.1\/accounts\/([^/]+)\/envelopes(?:\/([^/]+))?(\/.*)?$/.exec(url.pathname);
      if (!m || m[1] !== accountId) return json(404, { errorCode: 'NOT_FOUND' });
      const [, , id, rest = ''] = m;
      const envelope = id ? envelopes.find((e) => e.envelopeId === id) : undefined;
      if (id && !envelope) return json(404, { errorCode: 'ENVELOPE_DOES_NOT_EXIST' });

      if (req.method === 'POST' && !id) {
        calls.push('create');
        const fault = faults.shift();
        if (fault === 'down') return json(503, { errorCode: 'SERVICE_UNAVAILABLE' });
        const def = JSON.parse(body) as {
          templateId: string;
          status: string;
          templateRoles: StandinEnvelope['roles'];
          customFields?: { textCustomFields?: Array<{ name: string; value: string }> };
        };
        const made: StandinEnvelope = {
          envelopeId: randomUUID(),
          status: def.status,
          templateId: def.templateId,
          roles: def.templateRoles,
          customFields: def.customFields?.textCustomFields ?? [],
        };
        envelopes.push(made);
        // The envelope exists, but the answer never arrives.
        if (fault === 'lose-answer') return req.socket.destroy();
        return json(201, {
          envelopeId: made.envelopeId,
          status: made.status,
          uri: `/envelopes/${made.envelopeId}`,
        });
      }
      if (req.method === 'GET' && !id) {
        calls.push('search');
        const [name, value] = (url.searchParams.get('custom_field') ?? '').split('=');
        const found = envelopes.filter((e) =>
          e.customFields.some((f) => f.name === name && f.value === value),
        );
        return json(200, { envelopes: found, resultSetSize: String(found.length) });
      }
      if (!envelope) return json(404, { errorCode: 'NOT_FOUND' });
      if (req.method === 'GET' && rest === '') {
        calls.push('get');
        return json(200, { envelopeId: envelope.envelopeId, status: envelope.status });
      }
      if (req.method === 'POST' && rest === '/views/recipient') {
        calls.push('view');
        const view = JSON.parse(body) as { returnUrl: string; clientUserId: string; email: string };
        const signer = envelope.roles.find((r) => r.clientUserId === view.clientUserId);
        if (!signer || signer.email !== view.email)
          return json(400, { errorCode: 'UNKNOWN_ENVELOPE_RECIPIENT' });
        return json(201, {
          url: `https://${host}/signing/${envelope.envelopeId}?returnUrl=${encodeURIComponent(view.returnUrl)}`,
        });
      }
      const doc = /^\/documents\/(combined|certificate)$/.exec(rest);
      if (req.method === 'GET' && doc) {
        calls.push('document');
        if (envelope.status !== 'completed' && doc[1] === 'combined')
          return json(400, { errorCode: 'ENVELOPE_NOT_COMPLETE' });
        res.writeHead(200, { 'Content-Type': 'application/pdf' });
        return res.end(
          samplePdf(
            doc[1] === 'combined'
              ? `Signed agreement ${envelope.envelopeId}`
              : `Certificate ${envelope.envelopeId}`,
          ),
        );
      }
      if (req.method === 'PUT' && rest === '') {
        calls.push(url.searchParams.get('resend_envelope') === 'true' ? 'resend' : 'update');
        const update = JSON.parse(body || '{}') as { status?: string };
        if (update.status === 'voided') {
          if (envelope.status === 'completed')
            return json(400, { errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE' });
          envelope.status = 'voided';
        }
        return json(200, { envelopeId: envelope.envelopeId });
      }
      return json(404, { errorCode: 'NOT_FOUND' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The SDK's axios uses the default HTTPS agent: trust this stand-in's certificate in this process.
  const agentOptions = https.globalAgent.options as { ca?: Buffer[] };
  agentOptions.ca = [...(agentOptions.ca ?? []), cert];

  return {
    config: {
      integrationKey,
      userId,
      accountId,
      basePath: `https://${host}/restapi`,
      privateKeyPath,
    },
    envelopes,
    calls,
    failCreate: (fault, times = 1) => faults.push(...Array<Fault>(times).fill(fault)),
    setStatus(envelopeId, status) {
      const e = envelopes.find((x) => x.envelopeId === envelopeId);
      if (e) e.status = status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
