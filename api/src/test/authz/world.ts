/**
 * The world of the authorisation matrix: the application world's units (CPG with its division BRI, and
 * UWL), staff signed in through the real login call in every role at company and at division level, and
 * the targets a call is aimed at (a record of each unit, a unit itself, a user, an email), made fresh for
 * calls that may change them. For the company and division administration the world adds UWD, a division
 * of UWL, so each kind has a unit inside and one outside the staff's own.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import supertest from 'supertest';
import { defineAbilityFor, type AppAbility } from '@cp/schemas/permissions/ability';
import type { Security, SessionUser } from '@cp/schemas/permissions/types';
import { createTestUser, TEST_PASSWORD, type TestApp } from '../../auth/testing';
import {
  contacts,
  denialCodes,
  files,
  emailMessages,
  referenceRequests,
  submissions,
  units as unitsTable,
  users,
} from '../../db/schema';
import { submissionPdfFileName } from '../../services/documents/submission-pdf';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../application-world';
import { samplePdf } from '../documents';

/** What a call's builders get: the target and the acting staff member. */
export interface CallContext {
  /** The target's id (record, user, unit or email). */
  id: string;
  /** The record's link email (a forged one for a forged link). */
  email: string;
  /** The record's application number (lists search for it). */
  number: string;
  /** The target's unit as the invite bodies name it. */
  unitBody: { company_id: string; division_id?: string };
  unitIds: { companyId: string; divisionId: string | null };
  /** Active contacts of the target's unit. */
  contactIds: string[];
  actorEmail: string;
  refreshToken: string;
  /** A number unique to the call. */
  seq: number;
}

/** How a route's call is built for a target (see policy.ts). */
export interface MatrixCall {
  body?: (c: CallContext) => Record<string, unknown>;
  headers?: (c: CallContext) => Record<string, string>;
  query?: (c: CallContext) => Record<string, string>;
  /** A multipart file: the trade-reference PDF (true), or a named field and file. */
  upload?: boolean | { field: string; fileName: string; data: Buffer };
  session?: 'fresh';
  /**
   * The target is a unit of this kind itself (company: CPG, UWL; division: BRI, UWD): `:id` is its id,
   * `:contactId` and `:codeId` one of its contacts and denial codes (fresh ones for an allowed write).
   */
  unit?: UnitKind;
  /** The target is an invited (SENT) record instead of a submitted one. */
  invited?: boolean;
  /** Statuses besides 2xx that an authorised call may answer (a rule or state refusal, not access). */
  ok?: number[];
  /** The message a 403 of this call carries, word for word (back-office.md §8). */
  refusal?: string;
}

export interface Actor {
  name: string;
  security?: Security;
  email: string;
  user?: SessionUser;
  ability?: AppAbility;
  token: string;
  refreshToken: string;
}

export type UnitLabel = 'CPG' | 'BRI' | 'UWL' | 'UWD';
/** The units a submission call is aimed at: own company, own division, another company. */
export const UNIT_LABELS: UnitLabel[] = ['CPG', 'BRI', 'UWL'];
export type UnitKind = 'company' | 'division';
/** The units a unit call is aimed at, by kind: one inside the staff's own, one of another company. */
export const UNITS_OF_KIND: Record<UnitKind, UnitLabel[]> = {
  company: ['CPG', 'UWL'],
  division: ['BRI', 'UWD'],
};
export const isUnitLabel = (label: string): label is UnitLabel =>
  (['CPG', 'BRI', 'UWL', 'UWD'] as string[]).includes(label);
export type SubmissionKindName = 'Application' | 'Activation';

export interface MatrixWorld {
  w: ApplicationWorld;
  actors: Actor[];
  unit(label: UnitLabel): { companyId: string; divisionId: string | null; contactIds: string[] };
  /** A submitted record (NEW) of the unit, with a trade-reference file and stored PDFs. */
  record(kind: SubmissionKindName, label: UnitLabel, fresh: boolean): Promise<Target>;
  /** An invited record (SENT), as its customer link reaches it. */
  invited(kind: SubmissionKindName, label: UnitLabel, fresh: boolean): Promise<Target>;
  /** The unit itself, with a contact and a denial code of it (fresh ones when `fresh`). */
  unitTarget(label: UnitLabel, fresh: boolean): Promise<Target>;
  /** An invited staff user who has not registered yet. */
  invitedUser(fresh: boolean): Promise<Target>;
  emailId: string;
  signIn(actor: Actor): Promise<{ token: string; refreshToken: string }>;
}

export interface Target {
  id: string;
  email: string;
  number: string;
  fileId: string;
  companyId: string;
  divisionId: string | null;
  /** A contact and a denial code of a unit target. */
  contactId?: string;
  codeId?: string;
  /** A submitted application's reference request (the reference routes' `:requestId`). */
  requestId?: string;
}

let seq = 0;
export const nextSeq = () => ++seq;

export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const db = t.ctx.db;
  const w = await seedApplicationWorld(db);
  // The company itself gets a contact and a denial code too, so calls on its own records are valid.
  const [cpgContact] = await db
    .insert(contacts)
    .values({ unitId: w.cpg.id, name: 'CARL', email: 'CARL@CPG.TEST' })
    .returning();
  await db.insert(denialCodes).values({ unitId: w.cpg.id, code: 'CR-1', description: 'Credit risk' });
  // UWD: a division of the other company, with a contact and a denial code like the others.
  const [uwd] = await db
    .insert(unitsTable)
    .values({
      kind: 'division',
      parentId: w.uwl.id,
      code: 'UWD',
      name: 'Westbound Logistics',
      prefix: 'UWD',
      emailTemplate: 'UWL',
    })
    .returning();
  const [uwdContact] = await db
    .insert(contacts)
    .values({ unitId: uwd.id, name: 'WANDA', email: 'WANDA@UWL.TEST' })
    .returning();
  await db.insert(denialCodes).values({ unitId: uwd.id, code: 'CR-1', description: 'Credit risk' });
  const units: Record<UnitLabel, { companyId: string; divisionId: string | null; contactIds: string[] }> = {
    CPG: { companyId: w.cpg.id, divisionId: null, contactIds: [cpgContact.id] },
    BRI: { companyId: w.cpg.id, divisionId: w.bri.id, contactIds: [w.anna.id] },
    UWL: { companyId: w.uwl.id, divisionId: null, contactIds: [w.uwlContact.id] },
    UWD: { companyId: w.uwl.id, divisionId: uwd.id, contactIds: [uwdContact.id] },
  };
  const unitNames: Record<UnitLabel, string> = {
    CPG: w.cpg.name,
    BRI: w.bri.name,
    UWL: w.uwl.name,
    UWD: uwd.name,
  };

  const signIn = async (actor: Actor) => {
    const res = await supertest(t.app)
      .post('/api/User/login')
      .send({ email: actor.email, password: TEST_PASSWORD });
    if (!res.body.success) throw new Error(`login failed for ${actor.email}: ${res.body.message}`);
    return { token: res.body.token as string, refreshToken: res.body.refreshToken as string };
  };
  const staff = async (name: string, security: Security, label?: 'CPG' | 'BRI'): Promise<Actor> => {
    const unitId = label === 'CPG' ? w.cpg.id : label === 'BRI' ? w.bri.id : undefined;
    const row = await createTestUser(db, {
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@authz.test`,
      security,
      unitIds: unitId ? [unitId] : [],
      maximumApprovalAmount: 100_000,
    });
    const user: SessionUser = {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      security,
      maximumApprovalAmount: row.maximumApprovalAmount,
      companies: label === 'CPG' ? [w.cpg.id] : [],
      divisions: label === 'BRI' ? [w.bri.id] : [],
    };
    const actor: Actor = { name, security, email: row.email, user, token: '', refreshToken: '' };
    actor.ability = defineAbilityFor(user);
    Object.assign(actor, await signIn(actor));
    return actor;
  };
  const actors: Actor[] = [
    { name: 'anonymous', email: 'nobody@authz.test', token: '', refreshToken: '' },
    await staff('READ ONLY of CPG', 'READ ONLY', 'CPG'),
    await staff('READ ONLY of BRI', 'READ ONLY', 'BRI'),
    await staff('ADMIN of CPG', 'ADMIN', 'CPG'),
    await staff('ADMIN of BRI', 'ADMIN', 'BRI'),
    // Every user holds a unit (back-office.md §5 'Save user' exempts no role), a super admin too.
    await staff('SUPER ADMIN', 'SUPER ADMIN', 'CPG'),
  ];

  const storeFile = async (ownerId: string, kind: 'upload' | 'generated-pdf', name: string) => {
    const data = samplePdf(name);
    const [f] = await db
      .insert(files)
      .values({
        kind,
        name,
        contentType: 'application/pdf',
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
        ownerId,
      })
      .returning({ id: files.id });
    return f.id;
  };

  const make = async (
    kind: SubmissionKindName,
    label: UnitLabel,
    status: 'NEW' | 'SENT',
  ): Promise<Target> => {
    const n = nextSeq();
    const { companyId, divisionId, contactIds } = units[label];
    const form = kind === 'Application' ? 'credit-application' : 'customer-activation';
    const number = status === 'NEW' ? `AZ${label}${n}X` : null;
    const [row] = await db
      .insert(submissions)
      .values({
        form,
        formFamily: form === 'credit-application' ? 'application-six' : 'activation-cpg',
        status,
        companyId,
        divisionId,
        email: `customer-${n}@acme.test`,
        contacts: contactIds,
        applicationNumber: number,
        amountReq: status === 'NEW' ? '5000' : null,
        signatureDate: status === 'NEW' ? new Date() : null,
        notifiedBy: w.superAdmin.id,
        notifiedDate: new Date(),
        data: {
          tradeReferencesFileName: `refs-${n}.pdf`,
          ...(status === 'NEW' ? { companyName: `Matrix Freight ${n}`, companyContact: 'Jane Doe' } : {}),
        },
      })
      .returning();
    const fileId = await storeFile(row.id, 'upload', `refs-${n}.pdf`);
    const patch: Partial<typeof submissions.$inferInsert> = { tradeReferencesFileId: fileId };
    if (number) {
      const pdfName = submissionPdfFileName(form, number);
      patch.pdfFileId = await storeFile(row.id, 'generated-pdf', pdfName);
      patch.pdfVersion = row.version;
      await storeFile(row.id, 'generated-pdf', `${pdfName.slice(0, -4)} (customer copy v${row.version}).pdf`);
    }
    await db.update(submissions).set(patch).where(eq(submissions.id, row.id));
    const [request] =
      form === 'credit-application' && number
        ? await db
            .insert(referenceRequests)
            .values({ submissionId: row.id, kind: 'trade', position: 0, email: `ref-${n}@vendor.test` })
            .returning({ id: referenceRequests.id })
        : [];
    return {
      id: row.id,
      email: row.email,
      number: number ?? '',
      fileId,
      companyId,
      divisionId,
      requestId: request?.id,
    };
  };
  const shared = new Map<string, Target>();
  const reuse = async (key: string, fresh: boolean, create: () => Promise<Target>) => {
    if (fresh) return create();
    if (!shared.has(key)) shared.set(key, await create());
    return shared.get(key) as Target;
  };

  const makeInvitedUser = async (): Promise<Target> => {
    const row = await createTestUser(db, {
      email: `invited-${nextSeq()}@authz.test`,
      active: false,
      unitIds: [w.cpg.id],
    });
    await db.update(users).set({ inviteTokenHash: 'not-a-real-hash' }).where(eq(users.id, row.id));
    return { id: row.id, email: row.email, number: '', fileId: '', companyId: w.cpg.id, divisionId: null };
  };

  /** The unit as a target; its number is its name (lists search for it, refusals must not name it). */
  const makeUnitTarget = async (label: UnitLabel, fresh: boolean): Promise<Target> => {
    const { companyId, divisionId, contactIds } = units[label];
    const unitId = divisionId ?? companyId;
    let contactId = contactIds[0];
    let [code] = await db
      .select({ id: denialCodes.id })
      .from(denialCodes)
      .where(and(eq(denialCodes.unitId, unitId), eq(denialCodes.code, 'CR-1')));
    if (fresh) {
      // An allowed write edits or deletes these, never the ones the other calls rely on.
      const n = nextSeq();
      [{ id: contactId }] = await db
        .insert(contacts)
        .values({ unitId, name: `MATRIX ${n}`, email: `MATRIX-${n}@AUTHZ.TEST` })
        .returning({ id: contacts.id });
      [code] = await db
        .insert(denialCodes)
        .values({ unitId, code: `MX-${n}`, description: 'Matrix reason' })
        .returning({ id: denialCodes.id });
    }
    return {
      id: unitId,
      email: '',
      number: unitNames[label],
      fileId: '',
      companyId,
      divisionId,
      contactId,
      codeId: code.id,
    };
  };

  await applicationRecord(db, w, 'SENT'); // an invitation email in the Email log for the Email log calls
  const [email] = await db.select({ id: emailMessages.id }).from(emailMessages).limit(1);

  return {
    w,
    actors,
    unit: (label) => units[label],
    record: (kind, label, fresh) => reuse(`${kind}:${label}:NEW`, fresh, () => make(kind, label, 'NEW')),
    invited: (kind, label, fresh) => reuse(`${kind}:${label}:SENT`, fresh, () => make(kind, label, 'SENT')),
    unitTarget: (label, fresh) => reuse(`unit:${label}`, fresh, () => makeUnitTarget(label, fresh)),
    invitedUser: (fresh) => reuse('user', fresh, makeInvitedUser),
    emailId: email?.id ?? '00000000-0000-0000-0000-000000000000',
    signIn,
  };
}
