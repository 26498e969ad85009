/**
 * The contract harness of both kinds' spec calls (back-office.md §7, issue 12: 'a contract test per spec
 * call, from one table of path, headers, body and answer fields'): a row names the call, the record it is
 * about, its headers, body or upload, and the answer expected; the calls every kind has in the same shape
 * are built here from the kind's paths and messages.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import type { ZodType } from 'zod';
import type { DbOrTx } from '../db/client';
import { submissions } from '../db/schema';
import type { TestApp } from '../auth/testing';
import { specPaths, type SpecKind } from '@cp/schemas/contracts/submissions';
import type { ActivationWorld } from './activation-world';
import type { TestWorld } from './test-world';
import { samplePdf } from './documents';

type World = Pick<ActivationWorld, 'cpg' | 'bri' | 'anna'>;
type Agent = ReturnType<typeof supertest.agent>;
type Answer = { data: unknown; applicationCount?: unknown; id?: string };

export interface ContractRow<Made extends string> {
  call: string;
  method: 'get' | 'post' | 'delete';
  path: string;
  /** The record the call is about, made before the call. */
  record?: Made;
  /** Customer calls carry no session. */
  customer?: boolean;
  headers?: (id: string) => Record<string, string>;
  body?: (id: string) => unknown;
  /** A multipart upload of a PDF with these fields. */
  upload?: (id: string) => Record<string, string>;
  /** The HTTP status and envelope expected (default 200, success, the message). */
  status?: number;
  success?: boolean;
  message: string;
  /** Checks the envelope's data (and applicationCount) with the spec's names. */
  answer?: (body: Answer, id: string) => Promise<void> | void;
  /** A download: its content type instead of an envelope. */
  file?: string;
}

/** One test per row: the call as documented, its status, envelope and answer. */
export function describeContract<Made extends string>(
  table: ContractRow<Made>[],
  o: { app: () => TestApp; staff: () => Agent; record: (made: Made) => Promise<string> },
): void {
  describe.each(table)('$method $path — $call', (row) => {
    it('answers with the spec’s names and messages', async () => {
      const id = row.record ? await o.record(row.record) : '';
      const agent = row.customer ? supertest(o.app().app) : o.staff();
      let req = agent[row.method](row.path).set(row.headers?.(id) ?? {});
      if (row.body) req = req.send(row.body(id) as object);
      if (row.upload) {
        for (const [k, v] of Object.entries(row.upload(id))) req = req.field(k, v);
        req = req.attach('TradeReferenceDocument', samplePdf(), 'upload.pdf');
      }
      const res = await req;
      expect(res.status, JSON.stringify(res.body)).toBe(row.status ?? 200);
      if (row.file) {
        expect(res.headers['content-type']).toBe(row.file);
        return;
      }
      expect(res.body).toMatchObject({ success: row.success ?? true, message: row.message });
      await row.answer?.(res.body, id);
    });
  });
}

/** The stored record, to check what a call changed. */
export const storedRow = async (db: DbOrTx, id: string) =>
  (await db.select().from(submissions).where(eq(submissions.id, id)))[0];

/** What a kind's shared rows differ by, besides its spec call paths. */
export interface SharedContract {
  messages: {
    invited: string;
    resent: string;
    copied: string;
    deleted: string;
    saved: string;
    approved: string;
    denied: string;
  };
  /** getById of a submitted 'Contract Freight': the kind's spec schema, its own fields and checks. */
  byId: { schema: ZodType<Record<string, unknown>>; fields: object; also: (record: object) => void };
  /** The list's headers for New, and the check of its applicationCount. */
  list: { headers: () => object; count: (applicationCount: unknown, rows: object[]) => void };
  /** sendInvite's body re-sending a record. */
  resend: (id: string) => object;
  /** `set` bodies per setType, and the stored columns a save and an approval leave. */
  set: {
    save: (id: string) => object;
    saved: object;
    approve: (id: string) => object;
    approved: object;
    deny: (id: string) => object;
  };
}

/** sendInvite with an invite payload, the copy and the delete of a sent invite, as every kind has them. */
export function sharedContractRows<Made extends string>(
  env: TestWorld<World>,
  kind: SpecKind,
  k: SharedContract,
  made: { sent: Made; submitted: Made },
): ContractRow<Made>[] {
  const paths = specPaths(kind);
  const rowOf = (id: string) => storedRow(env.t.ctx.db, id);
  const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  const set = lastSegment(paths.set);
  const setRow = (
    call: string,
    setType: string,
    body: (id: string) => object,
    message: string,
    stored: object,
  ): ContractRow<Made> => ({
    call: `${set} ${call}`,
    method: 'post',
    path: paths.set,
    record: made.submitted,
    headers: () => ({ setType }),
    body,
    message,
    answer: async (_b, id) => expect(await rowOf(id)).toMatchObject(stored),
  });
  return [
    {
      call: `${lastSegment(paths.list)} (New)`,
      method: 'get',
      path: paths.list,
      record: made.submitted,
      headers: () => ({ ...k.list.headers(), status: 'NEW', page: '1', filter: 'contract' }),
      message: '',
      answer: ({ data, applicationCount }, id) => {
        const rows = k.byId.schema.array().parse(data);
        expect(rows.map((r) => r._id)).toContain(id);
        const mine = rows.find((r) => r._id === id);
        const { w } = env;
        expect(mine).toMatchObject({
          company_id: w.cpg.id,
          division_id: w.bri.id,
          companyName: 'Contract Freight',
        });
        expect(mine).not.toHaveProperty('id');
        k.list.count(applicationCount, rows);
      },
    },
    {
      call: `${lastSegment(paths.sendInvite)} (full record: re-send)`,
      method: 'post',
      path: paths.sendInvite,
      record: made.sent,
      body: k.resend,
      message: k.messages.resent,
      answer: ({ id: answered }, id) => expect(answered).toBe(id),
    },
    {
      call: lastSegment(paths.byId),
      method: 'get',
      path: paths.byId,
      record: made.submitted,
      headers: (id) => ({ id }),
      message: '',
      answer: ({ data }, id) => {
        const record = k.byId.schema.parse(data);
        expect(record).toMatchObject({
          _id: id,
          status: 'NEW',
          companyName: 'Contract Freight',
          ...k.byId.fields,
        });
        k.byId.also(record);
      },
    },
    setRow('(blank setType: save)', '', k.set.save, k.messages.saved, { status: 'PENDING', ...k.set.saved }),
    setRow('APPROVED', 'APPROVED', k.set.approve, k.messages.approved, {
      status: 'APPROVED',
      ...k.set.approved,
    }),
    setRow('DENIED', 'DENIED', k.set.deny, k.messages.denied, { status: 'DENIED', denialCode: 'CR-1' }),
    {
      call: `${lastSegment(paths.sendInvite)} (invite payload)`,
      method: 'post',
      path: paths.sendInvite,
      body: () => {
        const { w } = env;
        return { email: 'new@acme.test', company_id: w.cpg.id, division_id: w.bri.id, contacts: [w.anna.id] };
      },
      message: k.messages.invited,
      answer: async ({ id }) =>
        expect(await rowOf(id!)).toMatchObject({ status: 'SENT', email: 'new@acme.test' }),
    },
    {
      call: lastSegment(paths.copy),
      method: 'post',
      path: paths.copy,
      record: made.submitted,
      headers: (id) => {
        const { w } = env;
        return {
          id,
          companyId: w.cpg.id,
          divisionId: w.bri.id,
          email: 'copy@acme.test',
          contacts: w.anna.id,
        };
      },
      message: k.messages.copied,
      answer: async ({ id }) =>
        expect(await rowOf(id!)).toMatchObject({
          status: 'SENT',
          email: 'copy@acme.test',
          divisionId: env.w.bri.id,
        }),
    },
    {
      call: lastSegment(paths.delete),
      method: 'delete',
      path: paths.delete,
      record: made.sent,
      headers: (id) => ({ id }),
      message: k.messages.deleted,
      answer: async ({ data }, id) => {
        expect(data).toBeNull();
        expect((await rowOf(id)).deleteDate).toBeInstanceOf(Date);
      },
    },
  ];
}
