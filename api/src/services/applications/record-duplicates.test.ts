/**
 * Possible duplicates through the customer's submit (issue 12 item 5): one row per key that matches (tax
 * id, DUNS, business name and zip) and per near miss, then the notices and what staff see on both records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sampleFor } from '@cp/schemas/forms/samples';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../../auth/testing';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../../test/application-world';
import { outboxEmailsOf } from '../../test/outbox-rows';

let t: TestApp;
let w: ApplicationWorld;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
});
afterAll(() => t.close());

interface Business {
  companyName: string;
  zip: string;
  duns: string;
  federalTaxNumber: string;
}

/** A distinct business each time (no key shared with any other test's). */
const business = (): Business => {
  seq += 1;
  const n = String(100000000 + seq * 7919);
  return {
    companyName: `Harbor ${seq} Freight`,
    zip: String(10000 + seq),
    duns: n,
    federalTaxNumber: `9${n.slice(1)}`,
  };
};

/** Invites and submits through the portal call the customer uses; answers the record's id. */
async function submit(b: Business, unit: 'bri' | 'uwl' = 'bri'): Promise<string> {
  const id = await applicationRecord(t.ctx.db, w, 'SENT', { unit });
  const sample = sampleFor(unit === 'uwl' ? 'application-eight' : 'application-six-cpg') as Record<
    string,
    never
  >;
  const data = {
    ...sample,
    companyName: b.companyName,
    address: { ...(sample.address as object), zip: b.zip },
    bankInfo: { ...(sample.bankInfo as object), duns: b.duns, federalTaxNumber: b.federalTaxNumber },
  };
  const res = await request(t.app)
    .post('/api/Application/setInviteApplication')
    .send({ _id: id, email: 'buyer@acme.test', data, submit: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

const templatesOf = async (id: string) => (await outboxEmailsOf(t.ctx.db, id)).map((m) => m.template);

describe('which earlier application is a possible duplicate', () => {
  const cases: [string, (b: Business) => Business, boolean][] = [
    ['the same federal tax id', (b) => ({ ...business(), federalTaxNumber: b.federalTaxNumber }), true],
    ['the same DUNS', (b) => ({ ...business(), duns: b.duns }), true],
    [
      'the same name (legal form and case aside) and zip',
      (b) => ({ ...business(), companyName: `The ${b.companyName.toUpperCase()}, L.L.C.`, zip: b.zip }),
      true,
    ],
    ['the same name in another zip', (b) => ({ ...business(), companyName: b.companyName }), false],
    ['nothing in common', () => business(), false],
  ];
  it.each(cases)('%s', async (_case, second, duplicate) => {
    const first = business();
    const a = await submit(first);
    const b = await submit(second(first), 'uwl');
    const templates = await templatesOf(b);
    expect(templates.includes('application-duplication')).toBe(duplicate);
    expect(templates.includes('application-contact-duplication')).toBe(duplicate);
    expect(await templatesOf(a)).not.toContain('application-duplication');
  });
});

describe('what the customer, the contacts and staff see', () => {
  it('notices go to the customer and the contacts; both records list the other', async () => {
    const first = business();
    const a = await submit(first);
    const b = await submit({ ...business(), duns: first.duns }, 'uwl');
    const mails = await outboxEmailsOf(t.ctx.db, b);
    const notice = mails.find((m) => m.template === 'application-duplication');
    expect(notice?.to).toEqual(['buyer@acme.test']);
    const contacts = mails.find((m) => m.template === 'application-contact-duplication');
    expect(contacts?.to).toEqual(['URSULA@UWL.TEST']);
    const superAdmin = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
    const agent = await signedInAgent(t.app, superAdmin.email);
    const details = await agent.get(`/api/v1/applications/${b}`);
    const numberOfA = (await agent.get(`/api/v1/applications/${a}`)).body.applicationNumber as string;
    expect(contacts?.context).toMatchObject({ applicationNumber: numberOfA, status: 'NEW' });
    expect(details.body.possibleDuplicates).toEqual([
      { id: a, applicationNumber: numberOfA, companyName: first.companyName.toUpperCase() },
    ]);
    const list = await agent.get(
      `/api/v1/applications?filter=${encodeURIComponent(JSON.stringify({ status: 'NEW', q: numberOfA }))}`,
    );
    expect(list.body[0]).toMatchObject({ id: a, possibleDuplicates: [expect.objectContaining({ id: b })] });
    const spec = await agent.get('/api/Application/getApplicationById').set('id', a);
    expect(spec.body.data.possibleDuplicates).toEqual([expect.objectContaining({ id: b })]);
  });
});
