import { eq } from 'drizzle-orm';
import { runDueJobs } from '../test/run-due-jobs';
import { EMAIL_LINK_REDACTED } from '@cp/schemas/messages/documents';
import { EMAIL_TEMPLATE_NAMES } from '@cp/templates';
import { EMAIL_SAMPLES } from '@cp/templates/samples';
import { emailMessages, submissions, units } from '../db/schema';
import { enqueueEmail, type AttachmentSpec } from '../mail/enqueue';
import { PdfRenderer } from '../pdf/pdf-renderer';
import { SAMPLE_APPLICATION_DATA } from '../services/documents/samples';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { startTestSmtp, type TestSmtp } from './test-smtp-server';
import { type WorkerContext } from './job';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let t: TestDatabase;
let smtp: TestSmtp;
let printer: PdfRenderer;
let unitId: string;
let applicationId: string;
let activationId: string;

/** Distinct wording per field, so each email must show its own unit field. */
const wording = {
  invitationBody: 'Invite body line one.\nInvite body line two.',
  invitationTopNote: 'Invite top note UWL.',
  receiptFirstParagraph: 'Receipt first UWL.',
  receiptSecondParagraph: 'Receipt second UWL.',
  deniedFirstParagraph: 'Denied first UWL.',
  deniedSecondParagraph: 'Denied second UWL.',
  approvedFirstParagraph: 'Approved first UWL.',
  approvedSecondParagraph: 'Approved second UWL.',
  approvedBoldParagraph: 'Approved bold UWL.',
  contactApprovedBody: 'Contact approved body UWL.',
  contactDeniedBody: 'Contact denied body UWL.',
  duplicationNotification: 'Duplication external UWL.',
  contactDuplicationNotification: 'Duplication internal UWL.',
  caInvitationBody: 'Activation invite body UWL.',
  caInvitationTopNote: 'Activation top note UWL.',
  caReceiptFirstParagraph: 'Activation receipt first UWL.',
  caReceiptSecondParagraph: 'Activation receipt second UWL.',
  caApprovedFirstParagraph: 'Activation approved first UWL.',
  caApprovedSecondParagraph: 'Activation approved second UWL.',
  caStatusParagraph: 'Activation status paragraph UWL.',
  referenceRequestBody: 'Reference request body UWL.',
  referenceReminderBody: 'Reference reminder body UWL.',
};

/** Per template: the wording that must appear, the subject, and the attachment it carries. */
const expected: Record<string, { words: string[]; subject: RegExp; pdf?: string; staff?: boolean }> = {
  'application-invitation': {
    words: [wording.invitationTopNote, 'Invite body line one.', 'Invite body line two.'],
    subject: /^UWL Credit Application$/,
  },
  'application-receipt': {
    words: [wording.receiptFirstParagraph, wording.receiptSecondParagraph],
    subject: /^Credit Application Received - Application # UWL1042$/,
    pdf: 'Application # UWL1042.pdf',
  },
  'application-approved': {
    words: [
      wording.approvedBoldParagraph,
      wording.approvedFirstParagraph,
      wording.approvedSecondParagraph,
      '$25,000',
    ],
    subject: /^Credit Application Approved - Application # UWL1042$/,
  },
  'application-denied': {
    words: [wording.deniedFirstParagraph, wording.deniedSecondParagraph],
    subject: /Application # UWL1042/,
  },
  'application-contact-approved': {
    words: [wording.contactApprovedBody, 'HARB01'],
    subject: /^Needs Additional Review$/,
    pdf: 'Application # UWL1042.pdf',
    staff: true,
  },
  'application-contact-denied': {
    words: [wording.contactDeniedBody, 'CREDIT'],
    subject: /Denied/,
    staff: true,
  },
  'application-duplication': { words: [wording.duplicationNotification], subject: /UWL Credit Application/ },
  'application-contact-duplication': {
    words: [wording.contactDuplicationNotification],
    subject: /^Duplicate Credit Application - Harbor Freight Traders LLC$/,
    staff: true,
  },
  'activation-invitation': {
    words: [wording.caInvitationTopNote, wording.caInvitationBody],
    subject: /^UWL Customer Activation$/,
  },
  'activation-receipt': {
    words: [wording.caReceiptFirstParagraph, wording.caReceiptSecondParagraph],
    subject: /Customer Activation # CPG2001/,
    pdf: 'Customer Activation # CPG2001.pdf',
  },
  'activation-approved': {
    words: [wording.caApprovedFirstParagraph, wording.caApprovedSecondParagraph],
    subject: /Approved/,
  },
  'activation-status': {
    words: [wording.caStatusParagraph, 'APPROVED'],
    subject: /^Customer Activation Approved - Customer Activation # CPG2001$/,
    staff: true,
  },
  'user-invitation': { words: ['https://credit.example.test/Register/6a1e/2f9c'], subject: /invited/ },
  'password-reset': {
    words: ['https://credit.example.test/passwordreset/6a1e/2f9c'],
    subject: /^Password Reset Request$/,
  },
  'details-link': { words: ['Application # UWL1042'], subject: /^Application # UWL1042$/ },
  plain: { words: ['First line.', 'Second line.'], subject: /^A note from the credit department$/ },
  'reviews-due-digest': {
    words: ['2 customers of UWL are due for a periodic credit review', 'Harbor Freight Lines LLC'],
    subject: /^2 credit reviews due at UWL$/,
    staff: true,
  },
  'esign-signing': {
    words: ['Please review and sign', '$25,000', 'https://credit.example.test/api/esign/open/'],
    subject: /^Please sign your payment terms agreement - Application # UWL1042$/,
  },
  'esign-reminder': {
    words: ['We have not yet received', 'Net 30'],
    subject: /^Reminder: your payment terms agreement is waiting - Application # UWL1042$/,
  },
  'esign-signed-copy': {
    words: ['payment terms agreement signed by Dana Whitfield', 'certificate of completion', 'Net 30'],
    subject: /^Your signed payment terms agreement - Application # UWL1042$/,
  },
  'reference-request': {
    words: [wording.referenceRequestBody, 'Pacific Drayage Co as a trade reference', 'K7M4Q2'],
    subject: /^Credit reference request for Harbor Freight Traders LLC$/,
  },
  'reasons-statement': {
    // The statement itself is the stored PDF the send attaches (README 'Regulation B'); here, the cover note.
    words: ['the attached statement gives the specific reasons', 'Federal Trade Commission'],
    subject: /^Statement of specific reasons - Application # UWL1042$/,
  },
  'reference-reminder': {
    words: [wording.referenceReminderBody, 'First Harbor Bank as its bank', 'K7M4Q2'],
    subject: /^Reminder: credit reference request for Harbor Freight Traders LLC$/,
  },
};

beforeAll(async () => {
  t = await createTestDb();
  smtp = await startTestSmtp();
  printer = new PdfRenderer({ chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pages: 2 });
  const [u] = await t.db
    .insert(units)
    .values({ kind: 'company', code: 'UWL', name: 'UWL', prefix: 'UWL', emailTemplate: 'UWL', ...wording })
    .returning();
  unitId = u.id;
  const base = {
    companyId: unitId,
    email: 'ap@harbor.example',
    data: SAMPLE_APPLICATION_DATA,
    status: 'NEW' as const,
  };
  const [app] = await t.db
    .insert(submissions)
    .values({
      ...base,
      form: 'credit-application',
      formFamily: 'application-eight',
      applicationNumber: 'UWL1042',
    })
    .returning();
  const [act] = await t.db
    .insert(submissions)
    .values({
      ...base,
      form: 'customer-activation',
      formFamily: 'activation-uwl',
      applicationNumber: 'CPG2001',
    })
    .returning();
  applicationId = app.id;
  activationId = act.id;
});
afterAll(async () => {
  await printer.close();
  await smtp.close();
  await t.close();
});

const ctx = (smtpUrl?: string, mailboxShowLinks = false): WorkerContext => ({
  db: t.db,
  config: {
    smtpUrl,
    mailFrom: 'Credit Portal <no-reply@credit.test>',
    chromiumPath: '/usr/bin/chromium',
    mailboxShowLinks,
  },
  logger: silent,
});

async function drain(c: WorkerContext) {
  while ((await runDueJobs(c, { printer, backoffBaseMs: 10 })) > 0);
}

describe('email delivery through a real SMTP server', () => {
  it('delivers every template with its recipients, subject, unit wording, brand layout and PDF', async () => {
    expect(Object.keys(expected).sort(), 'every template has its expectations here').toEqual(
      [...EMAIL_TEMPLATE_NAMES].sort(),
    );
    await t.db.transaction(async (tx) => {
      for (const name of EMAIL_TEMPLATE_NAMES) {
        const e = expected[name];
        const submissionId = name.startsWith('activation') ? activationId : applicationId;
        const attachments: AttachmentSpec[] = e.pdf
          ? [{ kind: 'submission-pdf', submissionId, copy: e.staff ? 'staff' : 'customer' }]
          : [];
        await enqueueEmail(tx, {
          template: name,
          to: [`${name}@to.example`],
          cc: e.staff ? [`${name}@cc.example`] : undefined,
          context: EMAIL_SAMPLES[name],
          unitId,
          submissionId,
          attachments,
          subject: name === 'plain' ? 'A note from the credit department' : undefined,
          text: name === 'plain' ? 'First line.\nSecond line.' : undefined,
        });
      }
    });
    await drain(ctx(smtp.url));

    expect(smtp.messages).toHaveLength(EMAIL_TEMPLATE_NAMES.length);
    for (const name of EMAIL_TEMPLATE_NAMES) {
      const e = expected[name];
      const mail = smtp.messages.find(
        (m) => m.headers.get('to') && JSON.stringify(m.to).includes(`${name}@to.example`),
      );
      expect(mail, name).toBeDefined();
      expect(mail!.from?.value[0]).toMatchObject({ name: 'Credit Portal', address: 'no-reply@credit.test' });
      expect(mail!.subject, name).toMatch(e.subject);
      if (e.staff) expect(JSON.stringify(mail!.cc), name).toContain(`${name}@cc.example`);
      const html = String(mail!.html);
      expect(html, name).toContain('data-brand="UWL"');
      expect(html, name).toContain('The UWL Credit Team');
      for (const w of e.words) {
        expect(html, `${name}: ${w}`).toContain(w);
        expect(mail!.text, `${name}: ${w}`).toContain(w);
      }
      const pdfs = mail!.attachments.filter((a) => a.contentType === 'application/pdf');
      if (e.pdf) {
        expect(
          pdfs.map((a) => a.filename),
          name,
        ).toEqual([e.pdf]);
        expect(pdfs[0].content.subarray(0, 5).toString()).toBe('%PDF-');
      } else expect(pdfs, name).toHaveLength(0);
    }
    // The invitation by its recipient: other templates share its subject, and jobs deliver in any order.
    const invitation = smtp.messages.find((m) =>
      JSON.stringify(m.to).includes('application-invitation@to.example'),
    );
    expect(String(invitation?.html)).toMatch(
      /<p[^>]*>Invite body line one\.<\/p>\s*<p[^>]*>Invite body line two\.<\/p>/,
    );

    const rows = await t.db.select().from(emailMessages);
    for (const r of rows) {
      expect(r.status).toBe('sent');
      expect(r.deliveredVia).toBe('smtp');
      expect(r.attempts).toBe(1);
      expect(r.html).toContain('data-brand="UWL"');
      expect(smtp.messages.some((m) => m.messageId === r.messageId)).toBe(true);
    }
  });

  it('uses the wording saved on the unit at send time', async () => {
    await t.db
      .update(units)
      .set({ deniedFirstParagraph: 'Reworded after a console save.' })
      .where(eq(units.id, unitId));
    await enqueueEmail(t.db, {
      template: 'application-denied',
      to: ['reworded@to.example'],
      context: EMAIL_SAMPLES['application-denied'],
      unitId,
    });
    await drain(ctx(smtp.url));
    const mail = smtp.messages.find((m) => JSON.stringify(m.to).includes('reworded@to.example'));
    expect(String(mail?.html)).toContain('Reworded after a console save.');
  });

  it('keeps mail in the local mailbox when no SMTP_URL is set', async () => {
    const before = smtp.messages.length;
    const reset = () =>
      enqueueEmail(t.db, {
        template: 'password-reset',
        to: ['local@to.example'],
        context: EMAIL_SAMPLES['password-reset'],
        subject: 'Reset your password',
      });
    // The reset link in full only in the development mode MAILBOX_SHOW_LINKS (worker-redaction.test.ts).
    for (const [showLinks, link] of [
      [true, 'https://credit.example.test/passwordreset/6a1e/2f9c'],
      [false, EMAIL_LINK_REDACTED],
    ] as const) {
      const id = await reset();
      await drain(ctx(undefined, showLinks));
      const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
      expect(row.status).toBe('sent');
      expect(row.deliveredVia).toBe('mailbox');
      expect(row.subject).toBe('Reset your password'); // the subject given at enqueue time wins
      expect(row.html).toContain(link);
    }
    expect(smtp.messages.length).toBe(before);
  });
});
