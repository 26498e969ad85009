/**
 * Company and division administration through the console API (back-office.md §2, §4, §5, §6, §8): every
 * administration message once, the authorisation matrix, and the effects a change must have at once.
 */
import supertest from 'supertest';
import * as M from '@cp/schemas/messages/units-admin';
import { REASON_STATEMENT_TOO_LONG } from '@cp/schemas/messages/regb';
import { neutralWording } from '@cp/schemas/messages/wording-defaults';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { auditLog, units } from '../db/schema';
import { renderOutboxMessage } from '../mail/render-message';
import { onePagePdf } from '../services/units-admin/family-packets';
import { createCompanyWithDivision, createContact, createSubmission, createUnit } from '../test/factories';
import { eq } from 'drizzle-orm';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let t: TestApp;
let superAdmin: Agent;
let admin: Agent;
let reader: Agent;
let home: { company: { id: string }; division: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  home = await createCompanyWithDivision(
    t.ctx.db,
    { code: 'HOME', name: 'Home Co', emailTemplate: 'CPG' },
    { code: 'HOMED', emailTemplate: 'CPG' },
  );
  await createTestUser(t.ctx.db, { email: 'super@units.test', security: 'SUPER ADMIN' });
  await createTestUser(t.ctx.db, {
    email: 'admin@units.test',
    security: 'ADMIN',
    unitIds: [home.company.id],
  });
  await createTestUser(t.ctx.db, {
    email: 'reader@units.test',
    security: 'READ ONLY',
    unitIds: [home.company.id],
  });
  superAdmin = await signedInAgent(t.app, 'super@units.test');
  admin = await signedInAgent(t.app, 'admin@units.test');
  reader = await signedInAgent(t.app, 'reader@units.test');
});
afterAll(() => t.close());

const messageOf = (res: supertest.Response) => res.body.message as string;

describe('adding a company or division (§5 Add company / Add division)', () => {
  it('adds an active company with the §4 defaults, code upper-cased and prefix equal to the code', async () => {
    const res = await superAdmin
      .post('/api/v1/companies')
      .send({ name: 'Acme Freight', code: 'acme', emailTemplate: 'UWL' })
      .expect(200);
    expect(res.body).toMatchObject({
      code: 'ACME',
      prefix: 'ACME',
      counter: 1,
      active: true,
      quickCreditAmount: 0,
      // Neutral wording in its own name, not empty (a new company's first invitation read blank).
      invitationBody: neutralWording('Acme Freight').invitationBody,
      caStatusParagraph: neutralWording('Acme Freight').caStatusParagraph,
      contacts: [],
      denialCodes: [],
      emailTemplate: 'UWL',
    });
    const div = await superAdmin
      .post('/api/v1/divisions')
      .send({ name: 'Acme East', code: 'ae-1', emailTemplate: 'BRISTOL', companyId: res.body.id })
      .expect(200);
    expect(div.body).toMatchObject({
      kind: 'division',
      code: 'AE-1',
      companyCode: 'ACME',
      parentId: res.body.id,
    });
  });

  it("a new company's emails carry its own brand name and neutral wording, never another company's", async () => {
    const res = await superAdmin
      .post('/api/v1/companies')
      .send({ name: 'Harbor Lines LLC', brandName: 'Harbor Lines', code: 'hbl', emailTemplate: 'CPG' })
      .expect(200);
    const mail = await renderOutboxMessage(t.ctx.db, {
      template: 'application-invitation',
      to: ['x@y.test'],
      unitId: res.body.id as string,
      context: { applyUrl: 'https://x.test/Apply' },
    });
    expect(mail.html).toContain('The Harbor Lines Credit Team');
    expect(mail.text).toContain(neutralWording('Harbor Lines').invitationBody);
    expect(`${mail.subject} ${mail.html} ${mail.text}`).not.toContain('Container Port Group');
    // Without a brand name, the company's name.
    const plain = await superAdmin
      .post('/api/v1/companies')
      .send({ name: 'Quay Freight', code: 'qf', emailTemplate: 'CPG' })
      .expect(200);
    const preview = await superAdmin
      .post('/api/v1/companies/preview')
      .send({ template: 'application-invitation', name: 'Quay Freight', emailTemplate: 'CPG', wording: {} })
      .expect(200);
    expect(preview.body.data.html).toContain('Quay Freight');
    expect(preview.body.data.html).not.toContain('Container Port Group');
    expect(plain.body.invitationBody).toBe(neutralWording('Quay Freight').invitationBody);
  });

  it.each([
    ['companies', { code: 'X1', emailTemplate: 'CPG' }, M.COMPANY_NAME_REQUIRED],
    ['companies', { name: 'X', emailTemplate: 'CPG' }, M.COMPANY_CODE_REQUIRED],
    ['companies', { name: 'X', code: 'X1' }, M.EMAIL_TEMPLATE_REQUIRED],
    ['companies', { name: 'Again', code: 'home', emailTemplate: 'CPG' }, M.COMPANY_CODE_EXISTS],
    ['divisions', { code: 'D1', emailTemplate: 'CPG' }, M.DIVISION_NAME_REQUIRED],
    ['divisions', { name: 'D', emailTemplate: 'CPG' }, M.DIVISION_CODE_REQUIRED],
    ['divisions', { name: 'D', code: 'D1', emailTemplate: 'CPG' }, M.COMPANY_REQUIRED],
  ])('POST /api/v1/%s %j answers %s', async (resource, body, message) => {
    const res = await superAdmin.post(`/api/v1/${resource}`).send(body).expect(400);
    expect(messageOf(res)).toBe(message);
  });

  it('refuses a division code that already exists', async () => {
    const body = { name: 'Twin', code: 'TWIN', emailTemplate: 'CPG', companyId: home.company.id };
    await superAdmin.post('/api/v1/divisions').send(body).expect(200);
    expect(messageOf(await superAdmin.post('/api/v1/divisions').send(body).expect(400))).toBe(
      M.DIVISION_CODE_EXISTS,
    );
  });
});

describe('saving a company or division (§5 Save company / Save division)', () => {
  let companyId: string;
  let divisionId: string;
  beforeAll(async () => {
    companyId = (await createUnit(t.ctx.db, { code: 'SAVE1', emailTemplate: 'CPG' })).id;
    divisionId = (
      await createUnit(t.ctx.db, {
        code: 'SAVED1',
        parentId: companyId,
        kind: 'division',
        emailTemplate: 'CPG',
      })
    ).id;
    await createUnit(t.ctx.db, { code: 'TAKEN', emailTemplate: 'CPG' });
    await createUnit(t.ctx.db, {
      code: 'DTAKEN',
      parentId: companyId,
      kind: 'division',
      emailTemplate: 'CPG',
    });
  });

  it.each([
    ['companies', { name: ' ' }, M.SAVE_NAME_REQUIRED],
    ['companies', { code: '' }, M.SAVE_CODE_REQUIRED],
    ['companies', { prefix: '' }, M.SAVE_PREFIX_REQUIRED],
    ['companies', { emailTemplate: null }, M.SAVE_EMAIL_TEMPLATE_REQUIRED],
    ['companies', { code: 'taken' }, M.COMPANY_CODE_UNIQUE],
    ['companies', { quickCreditAmount: 'lots' }, M.QUICK_CREDIT_NUMERIC],
    ['divisions', { code: 'DTAKEN' }, M.DIVISION_CODE_UNIQUE],
    ['divisions', { parentId: '00000000-0000-4000-8000-000000000000' }, M.COMPANY_REQUIRED],
  ])('PUT /api/v1/%s/:id %j answers %s', async (resource, body, message) => {
    const id = resource === 'companies' ? companyId : divisionId;
    const res = await superAdmin.put(`/api/v1/${resource}/${id}`).send(body).expect(400);
    expect(messageOf(res)).toBe(message);
  });

  it('saves the fields and wording; the DocuSign template id is read-only once set', async () => {
    const put = (body: object) => superAdmin.put(`/api/v1/companies/${companyId}`).send(body).expect(200);
    await put({ docuSignTemplateId: 'tmpl-1', quickCreditAmount: '$5,000', invitationBody: 'Hello there' });
    const res = await put({ docuSignTemplateId: 'tmpl-2', name: 'Saved Co' });
    expect(res.body).toMatchObject({
      docuSignTemplateId: 'tmpl-1',
      quickCreditAmount: 5000,
      invitationBody: 'Hello there',
      name: 'Saved Co',
    });
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, companyId));
    expect(audit.map((a) => a.action)).toEqual(['save-company', 'save-company']);
    expect(audit).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ name: expect.any(String) }),
        after: { name: 'Saved Co' },
      }),
    );
  });
});

describe('contacts (§5 Contact)', () => {
  const url = () => `/api/v1/companies/${home.company.id}/contacts`;
  it('adds a contact as typed and refuses the same name in any case', async () => {
    const res = await superAdmin.post(url()).send({ name: 'Pat Lee', email: 'pat@home.test' }).expect(200);
    expect(messageOf(res)).toBe(M.CONTACT_ADDED);
    const unit = await superAdmin.get(`/api/v1/companies/${home.company.id}`).expect(200);
    expect(unit.body.contacts).toContainEqual(
      expect.objectContaining({ name: 'Pat Lee', email: 'pat@home.test' }),
    );
    const again = await superAdmin.post(url()).send({ name: 'pat lee', email: 'p2@home.test' }).expect(400);
    expect(messageOf(again)).toBe(M.CONTACT_NAME_UNIQUE);
  });

  it.each([
    [{ name: '', email: 'a@b.co' }, M.CONTACT_NAME_REQUIRED],
    [{ name: 'x'.repeat(101), email: 'a@b.co' }, M.CONTACT_NAME_TOO_LONG],
    [{ name: 'E1', email: '' }, M.CONTACT_EMAIL_RULES.required],
    [{ name: 'E2', email: `${'a'.repeat(245)}@b.com` }, M.CONTACT_EMAIL_RULES.tooLong],
    [{ name: 'E3', email: '@b.com' }, M.CONTACT_EMAIL_RULES.startsWithAt],
    [{ name: 'E4', email: 'a@b@c.com' }, M.CONTACT_EMAIL_RULES.oneAt],
    [{ name: 'E5', email: 'ab.com' }, M.CONTACT_EMAIL_RULES.oneAt],
    [{ name: 'E6', email: 'a@bcom' }, M.CONTACT_EMAIL_RULES.dot],
    [{ name: 'E7', email: 'a.b@com' }, M.CONTACT_EMAIL_RULES.dotAfterAt],
    [{ name: 'E8', email: 'a(b)@c.com' }, M.CONTACT_EMAIL_RULES.characters],
  ])('%j answers %s', async (body, message) => {
    expect(messageOf(await superAdmin.post(url()).send(body).expect(400))).toBe(message);
  });

  it('a contact switched off is no longer offered to the approval and denial dialogs', async () => {
    const c = await createContact(t.ctx.db, home.company.id, { name: 'OFFERED ONE', email: 'o@home.test' });
    const offered = async () =>
      (await admin.get(`/api/v1/units/${home.company.id}/contacts`).expect(200)).body.data.map(
        (x: { id: string }) => x.id,
      );
    expect(await offered()).toContain(c.id);
    const res = await superAdmin
      .put(`${url()}/${c.id}`)
      .send({ name: 'Offered One', email: 'o@home.test', active: false })
      .expect(200);
    expect(messageOf(res)).toBe(M.COMPANY_UPDATED);
    expect(await offered()).not.toContain(c.id);
  });
});

describe('denial codes (§5 Denial code)', () => {
  const url = () => `/api/v1/divisions/${home.division.id}/denial-codes`;
  it('adds, edits and deletes a code; the denial dialog offers only live codes', async () => {
    const add = await superAdmin
      .post(url())
      .send({ code: 'no-credit', description: 'No credit history' })
      .expect(200);
    expect(messageOf(add)).toBe(M.DENIAL_CODE_ADDED);
    const offered = async () =>
      (await admin.get(`/api/v1/units/${home.division.id}/denial-codes`).expect(200)).body.data.map(
        (x: { code: string }) => x.code,
      );
    expect(await offered()).toContain('NO-CREDIT');
    const edit = await superAdmin
      .put(`${url()}/${add.body.id}`)
      .send({ code: 'NO-CREDIT', description: 'None' });
    expect(messageOf(edit)).toBe(M.DIVISION_UPDATED);
    expect(
      messageOf(await superAdmin.post(url()).send({ code: 'NO-CREDIT', description: 'x' }).expect(400)),
    ).toBe(M.DENIAL_CODE_UNIQUE);
    await superAdmin.delete(`${url()}/${add.body.id}`).expect(200);
    expect(await offered()).not.toContain('NO-CREDIT');
  });

  it('keeps a reason statement (README Regulation B); an edit that leaves it out keeps it', async () => {
    const statement = 'Unable to verify credit references';
    const add = await superAdmin
      .post(url())
      .send({ code: 'NO-REFS', description: 'No references', reasonStatement: statement })
      .expect(200);
    const codeOf = async () =>
      (await superAdmin.get(`/api/v1/divisions/${home.division.id}`).expect(200)).body.denialCodes.find(
        (c: { id: string }) => c.id === add.body.id,
      );
    expect(await codeOf()).toMatchObject({ code: 'NO-REFS', reasonStatement: statement });
    await superAdmin
      .put(`${url()}/${add.body.id}`)
      .send({ code: 'NO-REFS', description: 'None' })
      .expect(200);
    expect(await codeOf()).toMatchObject({ description: 'None', reasonStatement: statement });
    const long = await superAdmin
      .put(`${url()}/${add.body.id}`)
      .send({ code: 'NO-REFS', description: 'None', reasonStatement: 'x'.repeat(201) })
      .expect(400);
    expect(messageOf(long)).toBe(REASON_STATEMENT_TOO_LONG);
    await superAdmin.delete(`${url()}/${add.body.id}`).expect(200);
  });

  it.each([
    [{ code: '', description: 'x' }, M.DENIAL_CODE_REQUIRED],
    [{ code: 'A'.repeat(21), description: 'x' }, M.DENIAL_CODE_TOO_LONG],
    [{ code: 'BAD_CODE', description: 'x' }, M.DENIAL_CODE_SPECIAL],
    [{ code: 'OK-1', description: '' }, M.DENIAL_DESCRIPTION_REQUIRED],
  ])('%j answers %s', async (body, message) => {
    expect(messageOf(await superAdmin.post(url()).send(body).expect(400))).toBe(message);
  });
});

describe('onboarding packet (§2, §3, §5 Uploads)', () => {
  const pdf = onePagePdf(['Packet of the test division']);
  it('stores a PDF checked by content and downloads it; anything else is refused', async () => {
    const url = `/api/v1/divisions/${home.division.id}/packet`;
    const before = await superAdmin.get(url).expect(200);
    expect(before.headers['content-disposition']).toContain('Intermodal New Customer Packet.pdf');
    const up = await superAdmin.post(url).attach('OnboardingDocument', pdf, 'welcome.pdf').expect(200);
    expect(messageOf(up)).toBe(M.PACKET_UPLOADED);
    const got = await superAdmin
      .get(url)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(Buffer.compare(got.body as Buffer, pdf)).toBe(0);
    expect(got.headers['content-disposition']).toContain('welcome.pdf');
    const fake = await superAdmin
      .post(url)
      .attach('OnboardingDocument', Buffer.from('<html>'), 'x.pdf')
      .expect(400);
    expect(messageOf(fake)).toBe(M.PACKET_PDF_ONLY);
    const doc = await superAdmin.post(url).attach('OnboardingDocument', pdf, 'x.docx').expect(400);
    expect(messageOf(doc)).toBe(M.PACKET_PDF_ONLY);
  });

  it.each([
    ['CPG', 'Intermodal'],
    ['IDS', 'Intermodal'],
    ['MIDDLEBAY', 'Middle Bay'],
    ['BRISTOL', 'Bristol'],
    ['UWL', 'Bristol'],
    ['WDS', 'Bristol'],
  ] as const)('a division on %s without its own packet gets the %s packet', async (emailTemplate, family) => {
    const d = await createUnit(t.ctx.db, { kind: 'division', parentId: home.company.id, emailTemplate });
    const res = await reader.get(`/api/v1/divisions/${d.id}/packet`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${family} New Customer Packet.pdf`);
  });

  it('without an email template there is no packet (§8)', async () => {
    const d = await createUnit(t.ctx.db, {
      kind: 'division',
      parentId: home.company.id,
      emailTemplate: null,
    });
    expect(messageOf(await superAdmin.get(`/api/v1/divisions/${d.id}/packet`).expect(400))).toBe(
      M.PACKET_UNAVAILABLE,
    );
  });
});

/** Reads a download's body as bytes (supertest parses only text types by itself). */
const binary = (res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('authorisation (§6): only a super admin changes companies, divisions, contacts, denial codes, packets', () => {
  const pdf = onePagePdf(['x']);
  const calls: [string, (a: Agent) => supertest.Test, string][] = [
    [
      'add company',
      (a) => a.post('/api/v1/companies').send({ name: 'N', code: 'NOPE', emailTemplate: 'CPG' }),
      M.ADD_COMPANY_DENIED,
    ],
    [
      'add division',
      (a) =>
        a
          .post('/api/v1/divisions')
          .send({ name: 'N', code: 'NOPE', emailTemplate: 'CPG', companyId: home.company.id }),
      M.ADD_DIVISION_DENIED,
    ],
    [
      'save company',
      (a) => a.put(`/api/v1/companies/${home.company.id}`).send({ name: 'Hacked' }),
      M.SAVE_COMPANY_DENIED,
    ],
    [
      'save division',
      (a) => a.put(`/api/v1/divisions/${home.division.id}`).send({ name: 'Hacked' }),
      M.SAVE_DIVISION_DENIED,
    ],
    [
      'add contact',
      (a) => a.post(`/api/v1/companies/${home.company.id}/contacts`).send({ name: 'N', email: 'n@x.co' }),
      M.ADD_CONTACT_DENIED,
    ],
    [
      'add denial code',
      (a) =>
        a.post(`/api/v1/companies/${home.company.id}/denial-codes`).send({ code: 'N', description: 'n' }),
      M.ADD_DENIAL_CODE_DENIED,
    ],
    [
      'upload packet',
      (a) =>
        a.post(`/api/v1/divisions/${home.division.id}/packet`).attach('OnboardingDocument', pdf, 'p.pdf'),
      M.SAVE_DIVISION_DENIED,
    ],
    [
      'spec setCompany',
      (a) => a.post('/api/Company/setCompany').send({ _id: home.company.id, name: 'Hacked' }),
      M.SAVE_COMPANY_DENIED,
    ],
    [
      'spec setDivision',
      (a) =>
        a
          .post('/api/Division/setDivision')
          .send({ _id: '', name: 'N', code: 'NOPE', emailTemplate: 'CPG', company_id: home.company.id }),
      M.ADD_DIVISION_DENIED,
    ],
  ];
  let contactId = '';
  let codeId = '';
  beforeAll(async () => {
    contactId = (await createContact(t.ctx.db, home.company.id, { name: 'MATRIX', email: 'M@X.CO' })).id;
    const res = await superAdmin
      .post(`/api/v1/companies/${home.company.id}/denial-codes`)
      .send({ code: 'MATRIX', description: 'm' });
    codeId = res.body.id;
  });
  calls.push(
    [
      'edit contact',
      (a) =>
        a
          .put(`/api/v1/companies/${home.company.id}/contacts/${contactId}`)
          .send({ name: 'X', email: 'x@x.co' }),
      M.ADD_CONTACT_DENIED,
    ],
    [
      'edit denial code',
      (a) =>
        a
          .put(`/api/v1/companies/${home.company.id}/denial-codes/${codeId}`)
          .send({ code: 'X', description: 'x' }),
      M.ADD_DENIAL_CODE_DENIED,
    ],
    [
      'delete denial code',
      (a) => a.delete(`/api/v1/companies/${home.company.id}/denial-codes/${codeId}`),
      M.ADD_DENIAL_CODE_DENIED,
    ],
    [
      'spec setOnboardingPacket',
      (a) =>
        a
          .post('/api/Division/setOnboardingPacket')
          .field('Division_id', home.division.id)
          .attach('OnboardingDocument', pdf, 'p.pdf'),
      M.SAVE_DIVISION_DENIED,
    ],
    [
      'wording preview',
      (a) => a.post('/api/v1/companies/preview').send({ template: 'application-invitation' }),
      M.SAVE_COMPANY_DENIED,
    ],
  );
  it.each(calls)('%s: ADMIN and READ ONLY get 403 with the message', async (_name, call, message) => {
    for (const who of [admin, reader]) {
      const res = await call(who).expect(403);
      expect(messageOf(res)).toBe(message);
    }
    const [row] = await t.ctx.db.select().from(units).where(eq(units.id, home.company.id));
    expect(row.name).toBe('Home Co');
  });

  it('others read only their own units; a super admin reads all', async () => {
    const other = await createUnit(t.ctx.db, { code: 'OTHER' });
    await admin.get(`/api/v1/companies/${other.id}`).expect(404);
    await superAdmin.get(`/api/v1/companies/${other.id}`).expect(200);
    const list = await reader
      .get('/api/v1/companies?filter=' + encodeURIComponent('{"status":"All"}'))
      .expect(200);
    expect(list.body.map((u: { code: string }) => u.code)).toEqual(['HOME']);
  });
});

describe('list (§2): search by name, code or date added; status filter; sorted by name', () => {
  it('filters and sorts', async () => {
    await createUnit(t.ctx.db, { code: 'ZED', name: 'alpha list co', active: false });
    await createUnit(t.ctx.db, { code: 'YAK', name: 'Beta List Co' });
    const get = async (filter: object) =>
      (
        await superAdmin
          .get(`/api/v1/companies?filter=${encodeURIComponent(JSON.stringify(filter))}`)
          .expect(200)
      ).body.map((u: { code: string }) => u.code);
    expect(await get({ q: 'list co' })).toEqual(['YAK']);
    expect(await get({ q: 'list co', status: 'All' })).toEqual(['ZED', 'YAK']);
    expect(await get({ q: 'list co', status: 'Inactive' })).toEqual(['ZED']);
    expect(await get({ q: 'zed', status: 'All' })).toEqual(['ZED']);
    const today = new Date().toISOString().slice(0, 10).split('-');
    expect(await get({ q: `${today[1]}/${today[2]}/${today[0]}`, status: 'All' })).toEqual(
      expect.arrayContaining(['ZED', 'YAK']),
    );
  });
});

describe('effects (issue 13 item 5)', () => {
  it('a deactivated company leaves the offered lists and its open invitation stops working', async () => {
    const { company, division } = await createCompanyWithDivision(t.ctx.db, {
      code: 'GONE',
      emailTemplate: 'CPG',
    });
    const invite = await createSubmission(t.ctx.db, {
      form: 'customer-activation',
      formFamily: 'activation-cpg',
      companyId: company.id,
      divisionId: division.id,
      email: 'buyer@gone.test',
    });
    const open = () =>
      supertest(t.app)
        .get('/api/CustomerActivation/getInvite')
        .set({ id: invite.id, email: 'buyer@gone.test' });
    const offered = async () =>
      (await superAdmin.get('/api/v1/units/offered?kind=activations').expect(200)).body.data.map(
        (u: { code: string }) => u.code,
      );
    await open().expect(200);
    expect(await offered()).toContain(division.code);
    await superAdmin.put(`/api/v1/companies/${company.id}`).send({ active: false }).expect(200);
    expect(await offered()).not.toContain(division.code);
    await open().expect(404);
  });

  it('saved wording is in the very next email rendered for the unit', async () => {
    const unit = await createUnit(t.ctx.db, { code: 'WORD', emailTemplate: 'UWL' });
    await superAdmin
      .put(`/api/v1/companies/${unit.id}`)
      .send({ invitationBody: 'Fresh wording 42' })
      .expect(200);
    const mail = await renderOutboxMessage(t.ctx.db, {
      template: 'application-invitation',
      to: ['x@y.test'],
      unitId: unit.id,
      context: { applyUrl: 'https://x.test/Apply' },
    });
    expect(mail.text).toContain('Fresh wording 42');
  });
});

describe('wording preview (issue 13 item 3)', () => {
  it('renders the real template with the unsaved wording and the brand; super admin only', async () => {
    const body = {
      template: 'activation-invitation',
      name: 'Preview Co',
      emailTemplate: 'MIDDLEBAY',
      wording: { caInvitationBody: 'Unsaved words here' },
    };
    const res = await superAdmin.post('/api/v1/divisions/preview').send(body).expect(200);
    expect(res.body.data.html).toContain('Unsaved words here');
    expect(res.body.data.subject).toContain('Preview Co');
    await admin.post('/api/v1/divisions/preview').send(body).expect(403);
    await superAdmin
      .post('/api/v1/divisions/preview')
      .send({ ...body, template: 'password-reset' })
      .expect(404);
  });
});
