/**
 * The authorisation policy of every route, for the matrix in authz-matrix.test.ts. The suite walks the
 * app's route table; a route without a row here fails it with the list of missing rows, so a new route
 * is one line here.
 *
 * A row is `'METHOD /path': need` or `'METHOD /path': [need, request]`.
 *
 * need (what the route asks of the caller; the expected answer is derived from the CASL rules of
 * schemas/src/permissions for each actor and target):
 *   'public'                   anyone, signed in or not
 *   'link'                     the customer's link (the target record's id AND email) is the credential;
 *                              a staff session adds nothing (a forged link is refused for everyone)
 *   'signed-in'                any active staff session; anonymous -> 401
 *   '<action> <Subject>'       ability.can(action, Subject) on the type, e.g. 'invite User'; refused -> 403
 *   '<action> <Subject>@record' ability.can(action, the target record); refused -> 404 when the actor may
 *                              not read the record (its existence is not revealed), else 403
 *   '<action> <Subject>@unit'  ability.can(action, a record of the target unit), e.g. an invite into it,
 *                              a contact or denial code of it, or (Company, Division) the unit itself;
 *                              refused -> 403
 *   'list <Subject>@record'    a list every staff member may call (200); its answer holds the target
 *                              record iff the actor may read it (the request searches for it)
 *   A trailing ' !404' makes the refusal 404 instead of 403.
 *
 * request (optional): how to build the call for a target. Path parameters `:id` (the target's id) and
 * `:fileId` (the target record's file) are filled in, and the `id` header always names the target;
 * `body`, `headers`, `query` and `upload` (a multipart file) add what the route needs to be valid, so a
 * refusal is the authorisation's and not the input's. `session: 'fresh'` signs the actor in anew for the
 * call (routes that end the session). `unit: 'company' | 'division'` aims the call at a unit of that kind
 * itself (`:id` the unit, `:contactId` / `:codeId` a contact / denial code of it), inside and outside the
 * actor's own units, instead of at a submission record.
 */
import { onePagePdf } from '../../services/units-admin/family-packets';
import { CREDIT_FILE_POLICY } from './policy-credit-file';
import { DECISION_SUPPORT_POLICY } from './policy-decision-support';
import { WEBHOOKS_POLICY } from './policy-webhooks';
import type { MatrixCall, UnitKind } from './world';

export type Need = string;
/**
 * A key `'METHOD /path #variant'` is a further call on the route `METHOD /path` (another body or record
 * state, e.g. the spec `set` call's APPROVED and DENIED), checked like a route of its own.
 */
export type Row = Need | [Need, MatrixCall];

const approve = { approvedAmount: 1000, netTerms: 'NET 30', customerCode: 'C-1' };
const inviteInto: MatrixCall = {
  body: (c) => ({ email: 'buyer@acme.test', ...c.unitBody, contacts: c.contactIds }),
};
const copyInto: MatrixCall = {
  body: (c) => ({ email: 'copy@acme.test', ...c.unitBody, contacts: c.contactIds }),
};
const copyHeaders: MatrixCall = {
  headers: (c) => ({
    companyid: c.unitBody.company_id,
    ...(c.unitBody.division_id ? { divisionid: c.unitBody.division_id } : {}),
    email: 'copy@acme.test',
    contacts: c.contactIds.join(','),
  }),
};
/** Calls on an invitation (resend, change the email, delete): the target is a SENT record. */
const invited: MatrixCall = { invited: true };
/** The DocuSign PDF of a record that is not approved: a rule's 400 once access is granted. */
const notApproved: MatrixCall = { ok: [400] };
const search: MatrixCall = { query: (c) => ({ filter: JSON.stringify({ q: c.number }) }) };
const specSearch: MatrixCall = { headers: (c) => ({ filter: c.number }) };
const upload: MatrixCall = { upload: true, body: (c) => ({ Application_id: c.id }) };
const linkGet: MatrixCall = { headers: (c) => ({ email: c.email }) };
const linkPost = (extra: Record<string, unknown> = {}): MatrixCall => ({
  body: (c) => ({ _id: c.id, email: c.email, ...extra }),
});

/** A real one-page PDF as the Onboarding Packet card uploads it. */
const packetUpload = {
  field: 'OnboardingDocument',
  fileName: 'New Customer Packet.pdf',
  data: onePagePdf(['New Customer Packet']),
};
const subjectOfKind = (kind: UnitKind) => (kind === 'company' ? 'Company' : 'Division');
/** A change a save really makes (so a refused one that went through would show). */
const wordingChange = (c: { seq: number }) => ({ invitationTopNote: `Top note ${c.seq}` });

/** The refusals' messages of back-office.md §8, word for word, per kind. */
const COPY_DENIED = 'Access to copy the application is denied!';
const DOCUSIGN_DENIED = 'Access to view the DocuSign PDF is denied!';
const REFUSALS = {
  Activation: {
    change: 'Access to change the customer activation is denied!',
    resend: 'Access to change the customer activation is denied!',
    deleteInvite: 'Access to delete a Customer Activation invite is denied!',
  },
  Application: {
    change: 'Access to change the application is denied!',
    resend: 'Access to resend an Application invite is denied!',
    deleteInvite: 'Access to delete the application is denied!',
  },
} as const;
const refused = (refusal: string, call: MatrixCall = {}): MatrixCall => ({ ...call, refusal });

export const POLICY: Record<string, Row> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  // Prometheus metrics: 404 on the main port unless METRICS_TOKEN is set (the test app sets none).
  'GET /metrics': ['public', { ok: [404] }],
  'GET /api/public-config': 'public',
  // The matrix cannot name a form version in the path: the placeholder names none, so it is not found, for everyone.
  'GET /forms/validators/:form/:family/:version.js': ['public', { ok: [404] }],
  'GET /portal/{*rest}': 'public',
  'GET /{*rest}': 'public',
  'GET /^\\/(apply|activation|reference|reasons|docusigncomplete|sign|login|forgotpassword|passwordreset|register)(\\/|$)/i':
    'public',
  'GET /^\\/playground(\\/|$)/i': 'public',

  // Sign-in side (customer-portal.md §7): public, or the caller's own session.
  'POST /api/User/login': ['public', { body: (c) => ({ email: c.actorEmail, password: 'Wrong-pass-1!' }) }],
  'POST /api/User/passwordRequest': ['public', { body: () => ({ email: 'nobody@example.test' }) }],
  'POST /api/User/resetPassword': [
    'public',
    { ok: [400], body: (c) => ({ _id: c.id, invite: 'x', password: 'A-b-c-1!x' }) },
  ],
  // Without a valid invitation these answer the rule's 400.
  'GET /api/User/validateInvite': ['public', { ok: [400] }],
  'POST /api/User/registerUser': ['public', { ok: [400], body: (c) => ({ _id: c.id, invite: 'x' }) }],
  'POST /api/User/refreshToken': [
    'signed-in',
    { session: 'fresh', body: (c) => ({ refreshToken: c.refreshToken }) },
  ],
  'POST /api/User/logout': ['public', { session: 'fresh' }],
  'GET /api/User/getUserById': 'read User@record',
  'POST /api/User/inviteUser': [
    'invite User',
    {
      body: (c) => ({
        email: `new-${c.seq}@staff.test`,
        firstName: 'N',
        lastName: 'U',
        security: 'READ ONLY',
        companies: [c.unitIds.companyId],
      }),
    },
  ],
  // Oneself holds no invitation (404) and cannot be deleted (400).
  'GET /api/User/resendInvite': ['resend User', { ok: [404] }],
  'GET /api/User/getUserList': 'read User',
  'POST /api/User/setUser': [
    'save User@record',
    { body: (c) => ({ _id: c.id, firstName: 'Same', lastName: 'Name' }) },
  ],
  'DELETE /api/User/removeUser': ['delete User', { ok: [400] }],

  // The customer's calls (customer-portal.md §7): the link is the credential.
  'GET /api/CustomerActivation/getInvite': ['link', linkGet],
  // An empty activation is refused by its form (400) once the link is accepted.
  'POST /api/CustomerActivation/setInvite': ['link', { ...linkPost({ data: {} }), ok: [400] }],
  // The activation form's draft, saved as the customer types (not in the spec; issue 15 item 4).
  'POST /api/CustomerActivation/setInviteDraft': ['link', linkPost({ data: {} })],
  'GET /api/Application/getInviteApplication': ['link', linkGet],
  'POST /api/Application/setInviteApplication': ['link', linkPost({ data: {} })],
  // A wizard's draft, saved as the customer types (not in the spec).
  'POST /api/Application/setInviteApplicationDraft': ['link', linkPost({ data: {} })],
  'POST /api/Application/setApplicationReferral': ['link', linkPost({ referral: ['Social Media'] })],
  // The upload's link is in its head (the id header and email), checked before the body is read.
  'POST /api/application/setInviteTradeReferences': ['link', { ...linkGet, upload: true }],
  'GET /api/application/getInviteTradeReferences': ['link', linkGet],
  'GET /api/Application/getInviteApplicationPdf': ['link', linkGet],

  // The console resources (back-office.md §5, §8) of both kinds.
  ...consoleResource('activations', 'Activation', { approvedAmount: 1000, customerCode: 'C-1' }),
  ...consoleResource('applications', 'Application', approve),
  'GET /api/v1/applications/:id/trade-references': 'read Application@record',
  'POST /api/v1/applications/:id/trade-references': [
    'save Application@record',
    refused(REFUSALS.Application.change, { upload: true }),
  ],
  'GET /api/v1/applications/:id/files/:fileId': 'read Application@record',
  'GET /api/v1/applications/:id/docusign-pdf': [
    'viewDocuSign Application@record',
    refused(DOCUSIGN_DENIED, notApproved),
  ],

  // E-signature (issue 14): the agreement of an approved application; the target is not approved (400).
  'GET /api/v1/applications/:id/esign': 'read Application@record',
  'POST /api/v1/applications/:id/esign/send': ['sendDocuSign Application@record', notApproved],
  // Without an agreement out there is nothing to resend or void (400).
  'POST /api/v1/applications/:id/esign/resend': ['sendDocuSign Application@record', notApproved],
  'POST /api/v1/applications/:id/esign/void': ['sendDocuSign Application@record', notApproved],
  // The signer's token is the credential: an unknown one opens the 'link invalid' page, is not found,
  // or its signature is refused for everyone alike; Connect without a valid HMAC is refused.
  'GET /api/esign/open/:token': ['public', { ok: [302] }],
  'GET /api/esign/agreement/:token': ['public', { ok: [404] }],
  'POST /api/esign/agreement/:token/sign': ['public', { ok: [400] }],
  'POST /api/esign/agreement/:token/decline': ['public', { ok: [400] }],
  'POST /api/esign/docusign/connect': ['public', { ok: [401] }],

  // Reference requests (README 'Reference requests'): the target application's own request.
  'POST /api/v1/submissions/:id/reference-requests': 'requestReferences Application@record',
  'POST /api/v1/submissions/:id/references/:requestId/cancel': 'requestReferences Application@record',
  'POST /api/v1/submissions/:id/references/:requestId/email': [
    'requestReferences Application@record',
    { body: (c) => ({ email: `matrix-${c.seq}@vendor.test`, reason: 'Matrix' }) },
  ],
  'GET /api/v1/submissions/:id/references': 'read Application@record',
  // The target's request has no answer yet: allowed callers get the request's 404, the others the record's.
  'GET /api/v1/submissions/:id/references/:requestId/pdf': ['read Application@record', { ok: [404] }],
  'GET /api/v1/submissions/:id/references/:requestId/answer-form': 'requestReferences Application@record',
  // Empty answers (no respondent's name) stop at the form's check, so the shared request stays open; a
  // request another row cancelled meanwhile answers 409.
  'POST /api/v1/submissions/:id/references/:requestId/phone-answer': [
    'requestReferences Application@record',
    { body: () => ({ answers: {} }), ok: [400, 409] },
  ],
  // Sanctions, carrier checks, scorecards, Regulation B, evidence and exports: policy-decision-support.ts.
  ...DECISION_SUPPORT_POLICY,
  // The reference's token is the credential: an unknown one answers as an expired link, for everyone alike.
  'GET /api/reference/:token': ['public', { ok: [404] }],
  'POST /api/reference/answer': ['public', { ok: [400] }],

  // The spec calls (back-office.md §7) of both kinds.
  'GET /api/CustomerActivation/getList': ['list Activation@record', specSearch],
  'GET /api/CustomerActivation/getById': 'read Activation@record',
  'POST /api/CustomerActivation/sendInvite': ['invite Activation@unit !400', inviteInto],
  'POST /api/CustomerActivation/sendInvite #resend': [
    'resend Activation@record',
    refused(REFUSALS.Activation.resend, { invited: true, body: (c) => ({ _id: c.id }) }),
  ],
  'POST /api/CustomerActivation/setActivationCopy': [
    'copy Activation@record',
    refused(COPY_DENIED, copyHeaders),
  ],
  'DELETE /api/CustomerActivation/delete': [
    'delete Activation@record',
    refused(REFUSALS.Activation.deleteInvite, invited),
  ],
  'POST /api/CustomerActivation/set': [
    'save Activation@record',
    refused(REFUSALS.Activation.change, { body: (c) => ({ _id: c.id, notes: 'n' }) }),
  ],
  'POST /api/CustomerActivation/set #APPROVED': [
    'approve Activation@record',
    refused(REFUSALS.Activation.change, {
      headers: () => ({ setType: 'APPROVED' }),
      body: (c) => ({ _id: c.id, companyCode: 'C', contacts: c.contactIds }),
    }),
  ],
  'POST /api/CustomerActivation/set #DENIED': [
    'deny Activation@record',
    refused(REFUSALS.Activation.change, {
      headers: () => ({ setType: 'DENIED' }),
      body: (c) => ({ _id: c.id, denialCode: 'CR-1', contacts: c.contactIds }),
    }),
  ],
  'GET /api/CustomerActivation/getPdf': 'read Activation@record',
  'GET /api/Application/getApplicationList': ['list Application@record', specSearch],
  'GET /api/Application/getApplicationById': 'read Application@record',
  'POST /api/Application/sendInvite': ['invite Application@unit !400', inviteInto],
  'POST /api/Application/sendInvite #resend': [
    'resend Application@record',
    refused(REFUSALS.Application.resend, { invited: true, body: (c) => ({ _id: c.id }) }),
  ],
  'POST /api/Application/setApplicationCopy': ['copy Application@record', refused(COPY_DENIED, copyHeaders)],
  'DELETE /api/Application/deleteApplication': [
    'delete Application@record',
    refused(REFUSALS.Application.deleteInvite, invited),
  ],
  'POST /api/Application/setApplication': [
    'save Application@record',
    refused(REFUSALS.Application.change, { body: (c) => ({ _id: c.id, notes: 'n' }) }),
  ],
  'POST /api/Application/setApplication #APPROVED': [
    'approve Application@record',
    refused(REFUSALS.Application.change, {
      headers: () => ({ setType: 'APPROVED' }),
      body: (c) => ({
        _id: c.id,
        companyCode: 'C',
        netTerms: 'NET 30',
        approvedAmount: 1000,
        contacts: c.contactIds,
      }),
    }),
  ],
  'POST /api/Application/setApplication #DENIED': [
    'deny Application@record',
    refused(REFUSALS.Application.change, {
      headers: () => ({ setType: 'DENIED' }),
      body: (c) => ({ _id: c.id, code: 'CR-1', contacts: c.contactIds }),
    }),
  ],
  'GET /api/Application/getDocuSignPdf': [
    'viewDocuSign Application@record',
    refused(DOCUSIGN_DENIED, notApproved),
  ],
  'GET /api/Application/getTradeReferencesFile': 'read Application@record',
  'GET /api/Application/getTradeReferencesLastModifiedDate': 'read Application@record',
  'POST /api/Application/setTradeReferences': [
    'save Application@record',
    refused(REFUSALS.Application.change, upload),
  ],
  'GET /api/Application/getApplicationPdf': 'read Application@record',

  // Analytics (README 'Analytics'): every role, over the rows of its own units.
  'GET /api/v1/analytics/stages': 'read Analytics',
  'GET /api/v1/analytics/overview': 'read Analytics',
  'GET /api/v1/analytics/oldest': 'read Analytics',

  // The Email log (super admins).
  'GET /api/v1/email-log': 'read EmailLog',
  'GET /api/v1/email-log/:id': 'read EmailLog',
  // The email has no attachment (404), and only a failed one is resent (409).
  'GET /api/v1/email-log/:id/attachments/:fileId': ['read EmailLog', { ok: [404] }],
  'POST /api/v1/email-log/:id/resend': ['read EmailLog', { ok: [409] }],
  'GET /api/v1/email-log-mode': 'read EmailLog',
  'GET /api/v1/failed-jobs': 'read EmailLog',
  'GET /api/v1/esign-failures': 'read EmailLog',
  'GET /api/v1/email-templates': 'read EmailLog',
  'GET /api/v1/email-templates/:name/preview': 'read EmailLog',

  // The form editor (issue 16 item 4, super admins): the target ids are not form versions, so an allowed
  // call answers 'no such version' (404) or, for the body's content check, a parse refusal (400).
  'GET /api/FormDefinition/getFamilies': 'update FormDefinition',
  'GET /api/FormDefinition/getVersion': [
    'update FormDefinition',
    { query: (c) => ({ id: c.id }), ok: [404] },
  ],
  'POST /api/FormDefinition/createDraft': [
    'update FormDefinition',
    { body: (c) => ({ fromId: c.id }), ok: [404] },
  ],
  'POST /api/FormDefinition/saveDraft': [
    'update FormDefinition',
    { body: (c) => ({ id: c.id, schema: { type: 'object' }, steps: [] }), ok: [404] },
  ],
  'POST /api/FormDefinition/checkDefinition': [
    'update FormDefinition',
    { body: () => ({ schema: { type: 'object', properties: {} }, steps: [] }) },
  ],
  'POST /api/FormDefinition/publish': ['update FormDefinition', { body: (c) => ({ id: c.id }), ok: [404] }],
  'GET /api/FormDefinition/diff': [
    'update FormDefinition',
    { query: (c) => ({ from: c.id, to: c.id }), ok: [404] },
  ],
  'POST /api/FormDefinition/rollback': ['update FormDefinition', { body: (c) => ({ id: c.id }), ok: [404] }],
  'POST /api/FormDefinition/discardDraft': [
    'update FormDefinition',
    { body: (c) => ({ id: c.id }), ok: [404] },
  ],
  'GET /api/FormDefinition/movableDrafts': [
    'update FormDefinition',
    { query: (c) => ({ id: c.id }), ok: [404] },
  ],

  // Unit lookups of the console.
  'GET /api/v1/units/selectable': 'signed-in',
  'GET /api/v1/units/offered': ['signed-in', { query: () => ({ kind: 'applications' }) }],
  'GET /api/v1/units/:id/contacts': 'read Application@unit !404',
  'GET /api/v1/units/:id/denial-codes': 'read Application@unit !404',

  // The credit file, its reviews and the AR import: policy-credit-file.ts.
  ...CREDIT_FILE_POLICY,
  // The ERP's webhook endpoints and delivery logs: policy-webhooks.ts.
  ...WEBHOOKS_POLICY,
  // Company and division administration (back-office.md §2, §5, §6): everyone reads the units assigned
  // to them; only a super admin adds or saves units, contacts and denial codes, or uploads packets.
  ...unitAdmin('company'),
  ...unitAdmin('division'),
  ...unitSpecCalls('company'),
  ...unitSpecCalls('division'),
};

/** The console's company or division resource (routes/units-admin.ts); the target is the unit. */
function unitAdmin(kind: UnitKind): Record<string, Row> {
  const subject = subjectOfKind(kind);
  const base = `/api/v1/${kind === 'company' ? 'companies' : 'divisions'}`;
  const unit: MatrixCall = { unit: kind };
  const contact: MatrixCall = {
    unit: kind,
    body: (c) => ({ name: `Matrix Contact ${c.seq}`, email: `contact-${c.seq}@authz.test`, active: true }),
  };
  const code: MatrixCall = {
    unit: kind,
    body: (c) => ({ code: `MX-${c.seq}`, description: 'Matrix reason' }),
  };
  return {
    [`GET ${base}`]: [`list ${subject}@record`, { ...search, unit: kind }],
    [`POST ${base}/preview`]: [
      `save ${subject}`,
      { body: () => ({ template: 'application-invitation', wording: { invitationBody: 'Hello' } }) },
    ],
    [`GET ${base}/:id`]: [`read ${subject}@record`, unit],
    [`POST ${base}`]: [
      `create ${subject}`,
      {
        body: (c) => ({
          name: `Matrix ${kind} ${c.seq}`,
          code: `MX${c.seq}`,
          emailTemplate: 'CPG',
          ...(kind === 'division' ? { companyId: c.unitIds.companyId } : {}),
        }),
      },
    ],
    [`PUT ${base}/:id`]: [`save ${subject}@unit`, { unit: kind, body: wordingChange }],
    [`POST ${base}/:id/contacts`]: ['create Contact@unit', contact],
    [`PUT ${base}/:id/contacts/:contactId`]: ['update Contact@unit', contact],
    [`POST ${base}/:id/denial-codes`]: ['create DenialCode@unit', code],
    [`PUT ${base}/:id/denial-codes/:codeId`]: ['update DenialCode@unit', code],
    [`DELETE ${base}/:id/denial-codes/:codeId`]: ['delete DenialCode@unit', unit],
    [`GET ${base}/:id/packet`]: [`read ${subject}@record`, unit],
    [`POST ${base}/:id/packet`]: [`uploadPacket ${subject}@unit`, { unit: kind, upload: packetUpload }],
  };
}

/** The /api/Company/* and /api/Division/* calls of back-office.md §7 (routes/units-admin-spec-calls.ts). */
function unitSpecCalls(kind: UnitKind): Record<string, Row> {
  const subject = subjectOfKind(kind);
  const base = `/api/${subject}`;
  const count = () => ({ getApplicationCount: 'true' });
  return {
    [`GET ${base}/get${subject}List`]: [`list ${subject}@record`, { unit: kind, headers: count }],
    // The `id` header names the target.
    [`GET ${base}/get${subject}ById`]: [`read ${subject}@record`, { unit: kind, headers: count }],
    [`POST ${base}/set${subject}`]: [
      `save ${subject}@unit`,
      { unit: kind, body: (c) => ({ _id: c.id, ...wordingChange(c) }) },
    ],
    [`POST ${base}/setOnboardingPacket`]: [
      `uploadPacket ${subject}@unit`,
      {
        unit: kind,
        upload: packetUpload,
        body: (c) => (kind === 'company' ? { Company_id: c.id } : { Division_id: c.id }),
      },
    ],
    [`GET ${base}/getPacketLastModifiedDate`]: [
      `read ${subject}@record`,
      { unit: kind, headers: (c) => ({ [`${subject}Id`]: c.id }) },
    ],
  };
}

/** The shared console resource of a kind (routes/submissions/console-router.ts). */
function consoleResource(
  resource: string,
  kind: 'Application' | 'Activation',
  approveBody: Record<string, unknown>,
): Record<string, Row> {
  const base = `/api/v1/${resource}`;
  const on = (action: string) => `${action} ${kind}@record`;
  const m = REFUSALS[kind];
  return {
    [`GET ${base}`]: [`list ${kind}@record`, search],
    // An invite into a unit outside the actor's answers like a missing unit (400), not 403.
    [`POST ${base}/invite`]: [`invite ${kind}@unit !400`, inviteInto],
    [`GET ${base}/:id`]: on('read'),
    [`GET ${base}/:id/link`]: [on('copyLink'), refused('Access to copy the application link is denied!')],
    [`GET ${base}/:id/pdf`]: on('read'),
    [`PUT ${base}/:id`]: [on('save'), refused(m.change, { body: () => ({ notes: 'n' }) })],
    [`POST ${base}/:id/approve`]: [
      on('approve'),
      refused(m.change, { body: (c) => ({ ...approveBody, contacts: c.contactIds }) }),
    ],
    [`POST ${base}/:id/deny`]: [
      on('deny'),
      refused(m.change, { body: (c) => ({ denialCode: 'CR-1', contacts: c.contactIds }) }),
    ],
    [`POST ${base}/:id/notes`]: [
      on('setNotes'),
      refused('Access to set notes is denied!', { body: () => ({ notes: 'n' }) }),
    ],
    [`POST ${base}/:id/copy`]: [on('copy'), refused(COPY_DENIED, copyInto)],
    [`POST ${base}/:id/resend`]: [on('resend'), refused(m.resend, { ...invited, body: () => ({}) })],
    [`POST ${base}/:id/email`]: [
      on('save'),
      refused(m.change, { ...invited, body: () => ({ email: 'changed@acme.test' }) }),
    ],
    [`POST ${base}/:id/customer-code`]: [
      on('save'),
      refused(m.change, { body: () => ({ customerCode: 'C-2' }) }),
    ],
    [`DELETE ${base}/:id`]: [on('delete'), refused(m.deleteInvite, invited)],
    // An activation's submitted record (not an invitation) is deleted too; its refusal has the application's words.
    ...(kind === 'Activation'
      ? {
          [`DELETE ${base}/:id #submitted`]: [
            on('delete'),
            refused('Access to delete the application is denied!'),
          ] as Row,
        }
      : {}),
  };
}
