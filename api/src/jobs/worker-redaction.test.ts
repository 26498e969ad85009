/**
 * The Email log's copy of an email carries no one-time link (password reset, invitation to register,
 * signing) and no customer link; only the message the recipient gets has them (README 'Email delivery').
 * That holds for the local mailbox of a default install (no SMTP_URL) too; only the development mode
 * MAILBOX_SHOW_LINKS=true keeps them there (the e2e suites read links from it).
 */
import { runDueJobs } from '../test/run-due-jobs';
import { eq } from 'drizzle-orm';
import { EMAIL_LINK_REDACTED } from '@cp/schemas/messages/documents';
import { emailMessages } from '../db/schema';
import { enqueueEmail, type EmailMessage } from '../mail/enqueue';
import { getEmailLog } from '../services/email-log/get-email-log';
import { recordingLogger } from '../test/clock';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { freePort, startTestSmtp, type TestSmtp } from './test-smtp-server';
import { type WorkerContext } from './job';

let t: TestDatabase;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await createTestDb();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(emailMessages);
  smtp.messages.length = 0;
});

const ctx = (smtpUrl: string | undefined, mailboxShowLinks = false): WorkerContext => ({
  db: t.db,
  config: { smtpUrl, mailFrom: 'Credit Portal <no-reply@credit.test>', chromiumPath: '', mailboxShowLinks },
  logger: recordingLogger(),
});
const origin = 'https://credit.example.test';
const token = 'Zk3tq9Vb1xYc7Lm2Pw8Rn4Ds6Fh0Jk5A';

/** One email per kind of credential link, as the services enqueue them. */
const emails: Array<{ name: string; link: string; message: EmailMessage }> = [
  {
    name: 'password reset',
    link: `${origin}/passwordreset/7d1e0b8e-0f55-4c2e-9d3a-5b3f1c2d4e6f/${token}`,
    message: {
      template: 'password-reset',
      to: ['jamie@staff.example'],
      context: {
        firstName: 'Jamie',
        resetUrl: `${origin}/passwordreset/7d1e0b8e-0f55-4c2e-9d3a-5b3f1c2d4e6f/${token}`,
      },
      subject: 'Reset your password',
      text: `Use this link within one hour:\n${origin}/passwordreset/7d1e0b8e-0f55-4c2e-9d3a-5b3f1c2d4e6f/${token}`,
    },
  },
  {
    name: 'user invitation',
    link: `${origin}/Register/7d1e0b8e-0f55-4c2e-9d3a-5b3f1c2d4e6f/${token}`,
    message: {
      template: 'user-invitation',
      to: ['new@staff.example'],
      context: {
        registerUrl: `${origin}/Register/7d1e0b8e-0f55-4c2e-9d3a-5b3f1c2d4e6f/${token}`,
        email: 'new@staff.example',
      },
      subject: 'You have been invited to the Credit Portal',
    },
  },
  {
    name: 'customer activation link',
    link: `${origin}/Activation/CPG/ap%40harbor.example/4c1f8a52-6f55-4d3e-9a54-1d1f3c0e9e22`,
    message: {
      template: 'activation-invitation',
      to: ['ap@harbor.example'],
      context: {
        activationUrl: `${origin}/Activation/CPG/ap%40harbor.example/4c1f8a52-6f55-4d3e-9a54-1d1f3c0e9e22`,
        link: `${origin}/Activation/CPG/ap%40harbor.example/4c1f8a52-6f55-4d3e-9a54-1d1f3c0e9e22`,
        email: 'ap@harbor.example',
      },
    },
  },
  {
    name: 'signing link',
    link: `${origin}/api/esign/open/${token}`,
    message: {
      template: 'esign-signing',
      to: ['signer@harbor.example'],
      context: {
        applicationNumber: 'BRI1042',
        companyName: 'Harbor Freight',
        approvedAmount: 25000,
        netTerms: 'NET 30',
        customerCode: 'HF-1',
        signUrl: `${origin}/api/esign/open/${token}`,
      },
    },
  },
];

const secretOf = (link: string) => link.split('/').at(-1)!;

describe('one-time and customer links in the Email log', () => {
  it.each(emails)(
    '$name: the recipient gets the link, the stored copy does not',
    async ({ link, message }) => {
      const id = await enqueueEmail(t.db, message);
      expect(await runDueJobs(ctx(smtp.url))).toBe(1);

      const [mail] = smtp.messages;
      expect(String(mail.html).replace(/&amp;/g, '&')).toContain(link);
      expect(mail.text).toContain(link);

      const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
      expect(row.status).toBe('sent');
      expect(JSON.stringify(row)).not.toContain(secretOf(link)); // html, payload (context, text), everything
      const shown = await getEmailLog({ db: t.db, id, showLinks: false });
      expect(shown.html).toContain(EMAIL_LINK_REDACTED);
      expect(shown.text).toContain(EMAIL_LINK_REDACTED);
      expect(JSON.stringify(shown)).not.toContain(secretOf(link));
    },
  );

  it('keeps the link out of the copy of an email still waiting for SMTP', async () => {
    const port = await freePort();
    const { link, message } = emails[0];
    const id = await enqueueEmail(t.db, message);
    await runDueJobs(ctx(`smtp://127.0.0.1:${port}`));
    const shown = await getEmailLog({ db: t.db, id, showLinks: false });
    expect(shown.status).toBe('pending');
    expect(shown.html).toContain(EMAIL_LINK_REDACTED);
    expect(JSON.stringify(shown)).not.toContain(secretOf(link));
  });

  it.each(emails)(
    '$name: the local mailbox of a default install (no SMTP_URL) keeps no link either',
    async ({ link, message }) => {
      const id = await enqueueEmail(t.db, message);
      expect(await runDueJobs(ctx(undefined))).toBe(1);
      const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
      expect(row.deliveredVia).toBe('mailbox');
      expect(JSON.stringify(row)).not.toContain(secretOf(link));
      const shown = await getEmailLog({ db: t.db, id, showLinks: false });
      expect(shown.html).toContain(EMAIL_LINK_REDACTED);
      expect(JSON.stringify(shown)).not.toContain(secretOf(link));
      expect(smtp.messages).toHaveLength(0);
    },
  );

  it('keeps the links in the local mailbox in the development mode (MAILBOX_SHOW_LINKS)', async () => {
    for (const { message } of emails) await enqueueEmail(t.db, message);
    expect(await runDueJobs(ctx(undefined, true))).toBe(emails.length);
    for (const { link, message } of emails) {
      const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.toAddress, message.to[0]));
      expect(row.deliveredVia).toBe('mailbox');
      expect(row.html?.replace(/&amp;/g, '&')).toContain(link);
      const shown = await getEmailLog({ db: t.db, id: row.id, showLinks: true });
      expect(shown.html?.replace(/&amp;/g, '&')).toContain(link);
      // Once the mode is off, the same stored copy is shown without them.
      const later = await getEmailLog({ db: t.db, id: row.id, showLinks: false });
      expect(later.html).toContain(EMAIL_LINK_REDACTED);
      expect(JSON.stringify(later)).not.toContain(secretOf(link));
    }
    expect(smtp.messages).toHaveLength(0);
  });

  it('through SMTP, keeps them out of the stored copy even in the development mode', async () => {
    const { link, message } = emails[0];
    const id = await enqueueEmail(t.db, message);
    expect(await runDueJobs(ctx(smtp.url, true))).toBe(1);
    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(JSON.stringify(row)).not.toContain(secretOf(link));
  });
});
