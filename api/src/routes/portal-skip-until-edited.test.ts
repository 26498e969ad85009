/**
 * customer-portal.md §4: "If an account number already exists its validation is skipped until it is edited."
 * The server agrees with the browser: a stored account number sent back unchanged is not validated (draft
 * and submit); once it is changed it is validated fully.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { FORM_MESSAGES } from '@cp/schemas/messages/forms';
import { FILL_REQUIRED_FIELDS } from '@cp/schemas/messages/portal';
import { sampleFor } from '@cp/schemas/forms/samples';
import type { FormKey } from '@cp/schemas/forms/registry';
import { submissions } from '../db/schema';
import { createCompanyWithDivision, createSubmission } from '../test/factories';
import { portalTestApp } from '../test/portal-app';
import { createTestDb, type TestDatabase } from '../test/test-db';

let t: TestDatabase;
let app: ReturnType<typeof portalTestApp>;
let units_: Awaited<ReturnType<typeof createCompanyWithDivision>>;

const SET = '/api/Application/setInviteApplication';
const EMAIL = 'legacy@example.test';
const ACCOUNT = '/bankInfo/accountNumber';

beforeAll(async () => {
  t = await createTestDb();
  app = portalTestApp(t.db);
  units_ = await createCompanyWithDivision(
    t.db,
    { code: 'LGX' },
    { code: 'LGD', prefix: 'LGD', counter: 100 },
  );
});
afterAll(async () => {
  await t.close();
});

/** A complete application whose stored account number fails today's rules. */
const withAccount = (key: FormKey, accountNumber: string | undefined) => {
  const sample = sampleFor(key);
  return { ...sample, bankInfo: { ...(sample.bankInfo as object), accountNumber } };
};
const draftOf = (key: FormKey, data: Record<string, unknown>) =>
  createSubmission(t.db, {
    formFamily: key,
    companyId: units_.company.id,
    divisionId: units_.division.id,
    email: EMAIL,
    data,
  });
const send = (id: string, data: Record<string, unknown>, submit = false) =>
  request(app)
    .post(SET)
    .send({ _id: id, email: EMAIL, data, ...(submit ? { submit: true } : {}) });
const rowOf = async (id: string) => (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];

describe.each(['application-eight', 'application-six'] as const)('%s', (key) => {
  it("accepts the stored legacy account number '12-34' submitted unchanged", async () => {
    const s = await draftOf(key, withAccount(key, '12-34'));
    const res = await send(s.id, withAccount(key, '12-34'), true).expect(200);
    expect(res.body.data).toMatchObject({ status: 'NEW', submitted: true });
    const row = await rowOf(s.id);
    expect(row.status).toBe('NEW');
    expect((row.data.bankInfo as Record<string, unknown>).accountNumber).toBe('12-34');
  });

  it('accepts it when the client does not send the bank step at all', async () => {
    const s = await draftOf(key, withAccount(key, '12-34'));
    const { bankInfo: _bank, ...rest } = withAccount(key, '12-34');
    await send(s.id, rest, true).expect(200);
  });

  it("refuses it changed to 'ab', with the digits-only message on its field", async () => {
    const s = await draftOf(key, withAccount(key, '12-34'));
    const res = await send(s.id, withAccount(key, 'ab'), true).expect(400);
    expect(res.body.message).toBe(FILL_REQUIRED_FIELDS);
    expect(res.body.errors).toEqual({ [ACCOUNT]: FORM_MESSAGES.noAlpha });
    expect((await rowOf(s.id)).status).toBe('SENT');
  });

  it('validates an edited value fully, even one with the same fault as the stored one', async () => {
    const s = await draftOf(key, withAccount(key, '12-34'));
    const res = await send(s.id, withAccount(key, '12-345'), true).expect(400);
    expect(res.body.errors).toEqual({ [ACCOUNT]: FORM_MESSAGES.noAlpha });
    const long = await send(s.id, withAccount(key, '1'.repeat(31)), true).expect(400);
    expect(long.body.errors).toEqual({ [ACCOUNT]: FORM_MESSAGES.maxLength(30) });
    const cleared = await send(s.id, withAccount(key, undefined), true).expect(400);
    expect(cleared.body.errors).toEqual({ [ACCOUNT]: FORM_MESSAGES.bankAccount });
  });

  it('validates a value typed where nothing was stored', async () => {
    const s = await draftOf(key, withAccount(key, undefined));
    const res = await send(s.id, withAccount(key, '12-34'), true).expect(400);
    expect(res.body.errors).toEqual({ [ACCOUNT]: FORM_MESSAGES.noAlpha });
  });

  it('saves drafts (Next) with the unchanged legacy value, refuses an edited one', async () => {
    const s = await draftOf(key, withAccount(key, '12-34'));
    await send(s.id, { bankInfo: withAccount(key, '12-34').bankInfo }).expect(200);
    expect((await rowOf(s.id)).version).toBe(2);
    const res = await send(s.id, { bankInfo: withAccount(key, '12-3x').bankInfo }).expect(400);
    expect(res.body.errors).toEqual({ [ACCOUNT]: FORM_MESSAGES.noAlpha });
    expect(((await rowOf(s.id)).data.bankInfo as Record<string, unknown>).accountNumber).toBe('12-34');
  });
});
