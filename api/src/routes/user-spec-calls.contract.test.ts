/**
 * Contract of the user administration calls (back-office.md §7 `/api/User/*`): one row per call with its
 * method, path, headers and body as the spec's client sends them, and the answer checked against the
 * spec's envelope (success, message, data) and the §3 'User' field names (schemas/src/contracts/users.ts).
 */
import supertest from 'supertest';
import { z } from 'zod';
import { userSchema } from '@cp/schemas/contracts/users';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { createUnit } from '../test/factories';

let t: TestApp;
let staff: supertest.Agent;
let unitId: string;
let selfId: string;

beforeAll(async () => {
  t = await createTestApp();
  unitId = (await createUnit(t.ctx.db)).id;
  selfId = (
    await createTestUser(t.ctx.db, {
      email: 'contract-super@example.test',
      security: 'SUPER ADMIN',
      unitIds: [unitId],
    })
  ).id;
  staff = await signedInAgent(t.app, 'contract-super@example.test');
});
afterAll(() => t.close());

let n = 0;
/** An invited user (inactive, holding an invite) to act on. */
async function invited(): Promise<string> {
  n += 1;
  const res = await staff.post('/api/User/inviteUser').send(inviteBody(`contract-${n}@example.test`));
  return res.body.id as string;
}

/** §7 inviteUser: the whole user, with empty _id, password and names, active false, empty invite. */
const inviteBody = (email: string) => ({
  _id: '',
  email,
  password: '',
  firstName: '',
  lastName: '',
  active: false,
  companies: [unitId],
  divisions: [],
  security: 'ADMIN',
  invite: '',
  maximumApprovalAmount: 25000,
  department: 'Credit',
  addDate: new Date().toISOString(),
  deleteDate: null,
});

const envelope = z.object({ success: z.literal(true), message: z.string() });

interface Row {
  call: string;
  method: 'get' | 'post' | 'delete';
  headers?: (id: string) => Record<string, string>;
  body?: (id: string) => unknown;
  message: string;
  data: z.ZodType;
}

const rows: Row[] = [
  { call: 'getUserById', method: 'get', headers: (id) => ({ id }), message: '', data: userSchema },
  { call: 'getUserList', method: 'get', message: '', data: z.array(userSchema).min(2) },
  {
    call: 'setUser',
    method: 'post',
    body: (id) => ({
      _id: id,
      firstName: 'Ann',
      lastName: 'Lee',
      companies: [unitId],
      divisions: [],
      security: 'READ ONLY',
      maximumApprovalAmount: 0,
      department: 'Sales',
      active: false,
    }),
    message: 'Successfully updated user.',
    data: z.null(),
  },
  {
    call: 'inviteUser',
    method: 'post',
    body: () => inviteBody('contract-new@example.test'),
    message: 'Invite has been sent out',
    data: z.null(),
  },
  {
    call: 'resendInvite',
    method: 'get',
    headers: (id) => ({ id }),
    message: 'Successfully resent invite.',
    data: z.null(),
  },
  {
    call: 'removeUser',
    method: 'delete',
    headers: (id) => ({ id }),
    message: 'Successfully deleted user.',
    data: z.null(),
  },
];

describe('/api/User/* administration calls (back-office.md §7)', () => {
  it.each(rows)('$method /api/User/$call', async (row) => {
    const id = await invited();
    let req = staff[row.method](`/api/User/${row.call}`);
    for (const [name, value] of Object.entries(row.headers?.(id) ?? {})) req = req.set(name, value);
    const res = row.body ? await req.send(row.body(id) as object) : await req;
    expect(res.status).toBe(200);
    expect(envelope.parse(res.body).message).toBe(row.message);
    expect(row.data.safeParse(res.body.data ?? null).error).toBeUndefined();
  });

  it('getUserById without an id header answers the caller', async () => {
    const res = await staff.get('/api/User/getUserById');
    expect(userSchema.parse(res.body.data)).toMatchObject({ _id: selfId, security: 'SUPER ADMIN' });
  });

  it('inviteUser answers the new id and stores the invitation as the spec names it', async () => {
    const res = await staff.post('/api/User/inviteUser').send(inviteBody('contract-shape@example.test'));
    const user = await staff.get('/api/User/getUserById').set('id', res.body.id);
    expect(userSchema.parse(user.body.data)).toMatchObject({
      email: 'contract-shape@example.test',
      firstName: '',
      active: false,
      invite: 'pending',
      security: 'ADMIN',
      companies: [unitId],
      maximumApprovalAmount: 25000,
      department: 'Credit',
      deleteDate: null,
    });
  });
});

describe('authorisation of the user administration calls (back-office.md §6)', () => {
  const refused = [
    ['inviteUser', 'post', 'Access to invite a user is denied!'],
    ['resendInvite', 'get', 'Access to invite a user is denied!'],
    ['removeUser', 'delete', 'Access to delete the user is denied!'],
    ['setUser', 'post', 'Access to save the user is denied!'],
  ] as const;
  const cases = (['READ ONLY', 'ADMIN'] as const).flatMap((role) =>
    refused.map((r) => [role, ...r] as const),
  );

  it.each(cases)('%s: %s is refused with 403 %j', async (security, call, method, message) => {
    n += 1;
    const actor = await createTestUser(t.ctx.db, {
      email: `contract-${security.replace(' ', '-').toLowerCase()}-${n}@example.test`,
      security,
      unitIds: [unitId],
    });
    const agent = await signedInAgent(t.app, actor.email);
    const id = await invited();
    const res = await agent[method](`/api/User/${call}`)
      .set('id', id)
      .send(
        call === 'setUser' ? { _id: id, firstName: 'X', lastName: 'Y' } : inviteBody('refused@example.test'),
      );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message });
    const after = await staff.get('/api/User/getUserById').set('id', id);
    expect(after.body.data).toMatchObject({ firstName: '', invite: 'pending', deleteDate: null });
  });
});
