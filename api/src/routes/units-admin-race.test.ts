/**
 * Simultaneous adds of the same contact name, denial code, company code or division code (back-office.md
 * §5, §8; issue 13): each request checks before it writes, so several can pass the check together; the
 * database's unique index refuses all but one, and those answer the rule's own message, never the general
 * 'changed meanwhile' 409. Run on PGlite and on PostgreSQL (TEST_DB=postgres): PostgreSQL interleaves the
 * requests (the race is real there); PGlite runs one statement at a time, so the last test makes the
 * database refuse a duplicate directly to check the mapping on its errors too.
 */
import supertest from 'supertest';
import * as M from '@cp/schemas/messages/units-admin';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { contacts, denialCodes } from '../db/schema';
import { AppError } from '../errors';
import { ruleError } from '../services/units-admin/access';
import { unlessTaken } from '../services/units-admin/unique-race';
import { createCompanyWithDivision, createUnit } from '../test/factories';

let t: TestApp;
let superAdmin: supertest.Agent;
let company: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  company = (await createCompanyWithDivision(t.ctx.db, { emailTemplate: 'CPG' })).company;
  await createTestUser(t.ctx.db, { email: 'race@units.test', security: 'SUPER ADMIN' });
  superAdmin = await signedInAgent(t.app, 'race@units.test');
});
afterAll(() => t.close());

const TRIES = 6;

/** Sends `TRIES` copies of one request at once; the answers as [status, success, message]. */
async function race(send: () => supertest.Test) {
  const answers = await Promise.all(Array.from({ length: TRIES }, () => send()));
  return answers.map((r) => [r.status, r.body.success ?? true, r.body.message ?? ''] as const);
}

describe('simultaneous adds of the same name or code (§8 duplicate messages)', () => {
  it.each([
    [
      'contact name',
      () =>
        superAdmin
          .post(`/api/v1/companies/${company.id}/contacts`)
          .send({ name: 'Twin', email: 'twin@x.co' }),
      M.CONTACT_NAME_UNIQUE,
    ],
    [
      'denial code',
      () =>
        superAdmin
          .post(`/api/v1/companies/${company.id}/denial-codes`)
          .send({ code: 'TWIN-1', description: 'Twice' }),
      M.DENIAL_CODE_UNIQUE,
    ],
    [
      'company code',
      () =>
        superAdmin.post('/api/v1/companies').send({ name: 'Twin Co', code: 'TWINCO', emailTemplate: 'CPG' }),
      M.COMPANY_CODE_EXISTS,
    ],
    [
      'division code',
      () =>
        superAdmin
          .post('/api/v1/divisions')
          .send({ name: 'Twin Div', code: 'TWINDIV', emailTemplate: 'CPG', companyId: company.id }),
      M.DIVISION_CODE_EXISTS,
    ],
  ] as const)('%s: one add wins, every other answers its §8 message', async (_what, send, message) => {
    const answers = await race(send);
    const won = answers.filter(([status]) => status === 200);
    const lost = answers.filter(([status]) => status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toEqual(Array.from({ length: TRIES - 1 }, () => [400, false, message]));
  });

  it('two saves giving two companies the same code: one wins, the other answers Company Code must be unique', async () => {
    const ids = await Promise.all(
      ['SAVEA', 'SAVEB'].map(
        async (code) =>
          (
            await superAdmin
              .post('/api/v1/companies')
              .send({ name: `Save ${code}`, code, emailTemplate: 'CPG' })
              .expect(200)
          ).body.id as string,
      ),
    );
    const answers = await Promise.all(
      ids.map((id) => superAdmin.put(`/api/v1/companies/${id}`).send({ code: 'SAVED' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.status === 400)?.body.message).toBe(M.COMPANY_CODE_UNIQUE);
  });

  it("the database's own refusal of a duplicate maps to the rule's message (each unique index)", async () => {
    const db = t.ctx.db;
    const lost = () => ruleError('taken', 'field');
    await db.insert(contacts).values({ unitId: company.id, name: 'DUP', email: 'DUP@X.CO' });
    await db.insert(denialCodes).values({ unitId: company.id, code: 'DUP', description: 'd' });
    const dupUnit = await createUnit(db);
    // One write at a time, each started only when awaited: a rejection never waits for its handler.
    const writes = [
      () =>
        unlessTaken('contacts_unit_name', lost, () =>
          db.insert(contacts).values({ unitId: company.id, name: 'dup', email: 'OTHER@X.CO' }),
        ),
      () =>
        unlessTaken('denial_codes_unit_code_live', lost, () =>
          db.insert(denialCodes).values({ unitId: company.id, code: 'DUP', description: 'again' }),
        ),
      () => unlessTaken('units_kind_code_live', lost, () => createUnit(db, { code: dupUnit.code })),
    ];
    for (const write of writes) {
      const err = await write().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).message).toBe('taken');
    }
    // Another index's violation is not this rule's: it passes through unchanged.
    const other = await unlessTaken('contacts_unit_name', lost, () =>
      createUnit(db, { code: dupUnit.code }),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(other).toBeInstanceOf(Error);
    expect((other as Error).message).not.toBe('taken');
  });
});
