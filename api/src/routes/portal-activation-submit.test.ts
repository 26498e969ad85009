/** POST /api/CustomerActivation/setInvite: one-transaction submit, idempotent, read-only afterwards. */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { FILL_REQUIRED_FIELDS } from '@cp/schemas/messages/portal';
import { auditLog, submissions, units } from '../db/schema';
import { createSubmission, createUnit } from '../test/factories';
import { outboxEmailsOf } from '../test/outbox-rows';
import { STAFF_CONTACTS, TEST_ORIGIN, usePortalWorld, type PortalWorld } from '../test/portal-app';
import { sampleFor } from '@cp/schemas/forms/samples';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { publishDefinitionRow } from '../test/publish-definition';

let t: PortalWorld['t'];
let app: PortalWorld['app'];
let units_: PortalWorld['units'];
let contactEmails: string[];
let contactIds: string[];

const SET = '/api/CustomerActivation/setInvite';

const OLD = { name: 'Old', email: 'old@staff.test', active: false };

usePortalWorld(
  { company: 'CPA', division: 'BRA', counter: 500, contacts: [...STAFF_CONTACTS, OLD] },
  (world) => {
    ({ t, app, units: units_ } = world);
    contactEmails = world.contacts.filter((c) => c.active).map((c) => c.email);
    contactIds = world.contacts.map((c) => c.id);
  },
);

const newActivation = () =>
  createSubmission(t.db, {
    form: 'customer-activation',
    formFamily: 'activation-cpg',
    companyId: units_.company.id,
    divisionId: units_.division.id,
    email: 'buyer@example.test',
    contacts: contactIds,
  });

const submit = (id: string, data: unknown, email = 'buyer@example.test') =>
  request(app).post(SET).send({ _id: id, email, data });

const rowOf = async (id: string) => (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];

describe('POST /api/CustomerActivation/setInvite', () => {
  it('refuses invalid data with per-field messages and changes nothing', async () => {
    const s = await newActivation();
    const res = await submit(s.id, {}).expect(400);
    expect(res.body).toMatchObject({ success: false, message: FILL_REQUIRED_FIELDS });
    expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    for (const [path, message] of Object.entries(res.body.errors)) {
      expect(path).toMatch(/^\//);
      expect(typeof message).toBe('string');
    }
    const row = await rowOf(s.id);
    expect(row).toMatchObject({ status: 'SENT', applicationNumber: null, version: 1 });
    expect(await outboxEmailsOf(t.db, s.id)).toEqual([]);
  });

  it.each([
    ['a missing data object', undefined],
    ['an array', [1, 2]],
    ['a string', 'x'],
  ])('answers 400, not 500, for %s', async (_label, data) => {
    const s = await newActivation();
    const res = await submit(s.id, data).expect(400);
    expect(res.body.message).toBe(FILL_REQUIRED_FIELDS);
  });

  it('submits: number from the division counter, status NEW, signature date, emails and audit in one go', async () => {
    const s = await newActivation();
    const before = Date.now();
    const res = await submit(s.id, sampleFor('activation-cpg')).expect(200);
    expect(res.body).toMatchObject({ success: true, data: { applicationNumber: 'BRA500', submitted: true } });

    const row = await rowOf(s.id);
    expect(row).toMatchObject({ status: 'NEW', applicationNumber: 'BRA500', version: 2 });
    expect(row.signatureDate!.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(res.body.data.data).toEqual(row.data);

    const emails = await outboxEmailsOf(t.db, s.id);
    const receipt = emails.filter((e) => e.template === 'activation-receipt');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]).toMatchObject({
      to: ['buyer@example.test'],
      unitId: units_.division.id,
      attachments: [{ kind: 'submission-pdf', submissionId: s.id }],
      context: { applicationNumber: 'BRA500' },
    });
    const status = emails.filter((e) => e.template === 'activation-status');
    expect(status).toHaveLength(1);
    expect(status[0].to.sort()).toEqual(contactEmails.sort());
    expect(status[0].context).toMatchObject({
      event: 'submitted',
      applicationNumber: 'BRA500',
      detailsUrl: `${TEST_ORIGIN}/activations/details/${s.id}`,
    });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, s.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorKind: 'customer', action: 'submit', after: { status: 'NEW' } });
  });

  it('answers a second submit with the same number and sends nothing again', async () => {
    const s = await newActivation();
    const first = await submit(s.id, sampleFor('activation-cpg')).expect(200);
    const second = await submit(s.id, sampleFor('activation-cpg')).expect(200);
    expect(second.body.data.applicationNumber).toBe(first.body.data.applicationNumber);
    const receipts = (await outboxEmailsOf(t.db, s.id)).filter((e) => e.template === 'activation-receipt');
    expect(receipts).toHaveLength(1);
  });

  it('gives a burst of parallel submits of one record one number and one receipt', async () => {
    const s = await newActivation();
    const [{ counter: counterBefore }] = await t.db
      .select({ counter: units.counter })
      .from(units)
      .where(eq(units.id, units_.division.id));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(s.id, sampleFor('activation-cpg'))),
    );
    const numbers = new Set(answers.map((r) => r.body.data?.applicationNumber));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(numbers.size).toBe(1);
    const receipts = (await outboxEmailsOf(t.db, s.id)).filter((e) => e.template === 'activation-receipt');
    expect(receipts).toHaveLength(1);
    const [{ counter }] = await t.db
      .select({ counter: units.counter })
      .from(units)
      .where(eq(units.id, units_.division.id));
    expect(counter).toBe(counterBefore + 1);
  });

  it('numbers a record without a division from its company', async () => {
    const company = await createUnit(t.db, { code: 'SOLO', prefix: 'SOLO', counter: 42 });
    const s = await createSubmission(t.db, {
      form: 'customer-activation',
      formFamily: 'activation-uwl',
      companyId: company.id,
      email: 'solo@example.test',
    });
    const res = await submit(s.id, sampleFor('activation-uwl'), 'SOLO@example.test').expect(200);
    expect(res.body.data.applicationNumber).toBe('SOLO42');
    const status = (await outboxEmailsOf(t.db, s.id)).filter((e) => e.template === 'activation-status');
    expect(status).toEqual([]);
  });

  it("refuses another record's link and leaves both records alone", async () => {
    const mine = await newActivation();
    const theirs = await createSubmission(t.db, {
      form: 'customer-activation',
      companyId: units_.company.id,
      email: 'them@example.test',
    });
    await submit(theirs.id, sampleFor('activation-cpg'), 'buyer@example.test').expect(404);
    expect((await rowOf(theirs.id)).status).toBe('SENT');
    expect((await rowOf(mine.id)).status).toBe('SENT');
  });

  // Last: it publishes a version of its own. Patterns run on RE2 (schemas regexp.ts), linear in the input; on
  // JavaScript's RegExp this input takes seconds and doubles with each further 'a'.
  it('answers at once when a catastrophic pattern was written straight into the definitions table', async () => {
    const base = getFormDefinition('activation-cpg');
    const properties = base.schema.properties as Record<string, Record<string, unknown>>;
    const companyName = {
      ...properties.companyName,
      pattern: '^(a+)+$',
      errorMessage: { ...(properties.companyName.errorMessage as object), pattern: 'Only the letter a.' },
    };
    const schema = { ...base.schema, properties: { ...properties, companyName } };
    await publishDefinitionRow(t.db, { ...base, version: 7, schema });
    const onVersion7 = () =>
      createSubmission(t.db, {
        form: 'customer-activation',
        formFamily: 'activation-cpg',
        formVersion: 7,
        companyId: units_.company.id,
        divisionId: units_.division.id,
        email: 'buyer@example.test',
        contacts: contactIds,
      });
    const first = await onVersion7();
    await submit(first.id, { ...sampleFor('activation-cpg'), companyName: 'a' }).expect(200); // compiled once
    const attack = await onVersion7();
    const started = performance.now();
    const res = await submit(attack.id, {
      ...sampleFor('activation-cpg'),
      companyName: `${'a'.repeat(26)}!`,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect([res.status, res.body.errors?.['/companyName']]).toEqual([400, 'Only the letter a.']);
  });
});
