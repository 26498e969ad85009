/**
 * The authorisation matrix both kinds' route tests run (back-office.md §6, issue 12): every action ×
 * not logged in / READ ONLY of the unit / ADMIN of another unit / ADMIN of the unit and SUPER ADMIN, on a
 * fresh record per check. A kind's test names its rows; the rows every kind has in the same shape (the
 * console actions and the spec calls) are built here from its paths, bodies and messages.
 */
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { specPaths, type SpecKind } from '@cp/schemas/contracts/submissions';
import type { TestApp } from '../auth/testing';
import type { ActivationWorld } from './activation-world';
import type { Agent, Role, TestWorld } from './test-world';

export type { Agent };

type World = Pick<ActivationWorld, 'cpg' | 'uwl' | 'bri' | 'anna'>;

export type Call = (a: Agent, id: string) => PromiseLike<supertest.Response>;
export interface MatrixRow<Made extends string> {
  action: string;
  status: Made;
  call: Call;
  /** READ ONLY's answer: 200 for reads, or 403 with the action's message. */
  reader: [number, string?];
}

/** One describe per row: the four checks of the matrix, each on a record made for it. */
export function describeMatrix<Made extends string>(
  matrix: MatrixRow<Made>[],
  o: { app: () => TestApp; agents: Record<Role, Agent>; record: (made: Made) => Promise<string> },
): void {
  describe.each(matrix)('$action', ({ status, call, reader }) => {
    it('not logged in: 401', async () => {
      const res = await call(supertest.agent(o.app().app), await o.record(status));
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    });
    it(`READ ONLY of the unit: ${reader[0]}`, async () => {
      const res = await call(o.agents.reader, await o.record(status));
      expect(res.status).toBe(reader[0]);
      if (reader[1]) expect(res.body).toMatchObject({ success: false, message: reader[1] });
    });
    it('ADMIN of another unit: 404, nothing leaks', async () => {
      const res = await call(o.agents.otherAdmin, await o.record(status));
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('buyer@acme.test');
      expect(res.headers['content-type']).toMatch(/json/);
    });
    it('ADMIN of the unit and SUPER ADMIN: allowed', async () => {
      for (const who of ['admin', 'superAdmin'] as const) {
        const res = await call(o.agents[who], await o.record(status));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    });
  });
}

/** Copy Application's target (console body), in CPG's Bristol division. */
export const copyTargetOf = (w: World) => ({
  email: 'c@acme.test',
  company_id: w.cpg.id,
  division_id: w.bri.id,
  contacts: [w.anna.id],
});
/** A denial with the world's denial code and contact (console body). */
export const denyOf = (w: World) => ({ denialCode: 'CR-1', contacts: [w.anna.id] });

/** What a kind's rows differ by, besides its console resource and spec call paths. */
export interface KindRows {
  /** Save's body, Approval's body (console), and the spec `set` bodies of APPROVED and DENIED. */
  bodies: {
    save: object;
    approve: () => object;
    specApprove: (id: string) => object;
    specDeny: (id: string) => object;
  };
  /** READ ONLY's refusals: change, resend, delete of an invite. */
  denied: { change: string; resend: string; deleteInvite: string };
  /** The record customer-code is tried on. */
  customerCodeOn: 'SENT' | 'NEW';
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The console actions and spec calls every kind has, as matrix rows, on the kind's console resource
 * (`/api/v1/activations`) and spec calls, in the test's world.
 */
export function sharedRows(env: TestWorld<World>, kind: SpecKind, k: KindRows): MatrixRow<'SENT' | 'NEW'>[] {
  const { bodies, denied } = k;
  const v1 = `/api/v1/${kind}s`;
  const spec = specPaths(kind);
  const copyDenied = 'Access to copy the application is denied!';
  const rows: [string, 'SENT' | 'NEW', Call, string?][] = [
    ['details', 'NEW', (a, id) => a.get(`${v1}/${id}`)],
    ['link', 'SENT', (a, id) => a.get(`${v1}/${id}/link`), 'Access to copy the application link is denied!'],
    [
      'notes',
      'NEW',
      (a, id) => a.post(`${v1}/${id}/notes`).send({ notes: 'n' }),
      'Access to set notes is denied!',
    ],
    ['save', 'NEW', (a, id) => a.put(`${v1}/${id}`).send(bodies.save), denied.change],
    ['approve', 'NEW', (a, id) => a.post(`${v1}/${id}/approve`).send(bodies.approve()), denied.change],
    ['deny', 'NEW', (a, id) => a.post(`${v1}/${id}/deny`).send(denyOf(env.w)), denied.change],
    ['copy', 'NEW', (a, id) => a.post(`${v1}/${id}/copy`).send(copyTargetOf(env.w)), copyDenied],
    ['resend', 'SENT', (a, id) => a.post(`${v1}/${id}/resend`), denied.resend],
    ['email', 'SENT', (a, id) => a.post(`${v1}/${id}/email`).send({ email: 'n@acme.test' }), denied.change],
    [
      'customer-code',
      k.customerCodeOn,
      (a, id) => a.post(`${v1}/${id}/customer-code`).send({ customerCode: 'X' }),
      denied.change,
    ],
    ['delete invite', 'SENT', (a, id) => a.delete(`${v1}/${id}`), denied.deleteInvite],
    [`spec ${lastSegment(spec.byId)}`, 'NEW', (a, id) => a.get(spec.byId).set('id', id)],
    [
      `spec ${lastSegment(spec.set)}`,
      'NEW',
      (a, id) => a.post(spec.set).set('setType', '').send({ _id: id, notes: 'x' }),
      denied.change,
    ],
    [
      `spec ${lastSegment(spec.set)} APPROVED`,
      'NEW',
      (a, id) => a.post(spec.set).set('setType', 'APPROVED').send(bodies.specApprove(id)),
      denied.change,
    ],
    [
      `spec ${lastSegment(spec.set)} DENIED`,
      'NEW',
      (a, id) => a.post(spec.set).set('setType', 'DENIED').send(bodies.specDeny(id)),
      denied.change,
    ],
    [
      `spec ${lastSegment(spec.sendInvite)} resend`,
      'SENT',
      (a, id) => a.post(spec.sendInvite).send({ _id: id }),
      denied.resend,
    ],
    [
      `spec ${lastSegment(spec.copy)}`,
      'NEW',
      (a, id) => {
        const { w } = env;
        const headers = { id, companyId: w.cpg.id, divisionId: w.bri.id, email: 'c@acme.test' };
        return a.post(spec.copy).set({ ...headers, contacts: w.anna.id });
      },
      copyDenied,
    ],
    [
      `spec ${lastSegment(spec.delete)}`,
      'SENT',
      (a, id) => a.delete(spec.delete).set('id', id),
      denied.deleteInvite,
    ],
  ];
  return rows.map(([action, status, call, message]) => ({
    action,
    status,
    call,
    reader: message ? [403, message] : [200],
  }));
}
