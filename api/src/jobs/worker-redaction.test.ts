/**
 * Issue 11 item 10: the Email log's copy of an email sent through SMTP carries no one-time link and no
 * customer link; only the message the recipient gets has them. Without SMTP_URL the local mailbox keeps
 * them (the e2e suites read links from it).
 */
import { eq } from 'drizzle-orm';
import { EMAIL_LINK_REDACTED } from '@cp/schemas/messages/documents';
import { outbox } from '../db/schema';
import { enqueueEmail, type EmailMessage } from '../mail/enqueue';
import { getEmailLog } from '../services/email-log/get-email-log';
import { recordingLogger } from '../test/clock';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { freePort, startTestSmtp, type TestSmtp } from './test-smtp-server';
import { runOutboxOnce, type WorkerContext } from './worker';

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
  await t.db.delete(outbox);
  smtp.messages.length = 0;
});

const ctx = (smtpUrl: string | undefined): WorkerContext => ({
  db: t.db,
  config: { smtpUrl, mailFrom: 'Credit Portal <no-reply@credit.test>', chromiumPath: '' },
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
];

const secretOf = (link: string) => link.split('/').at(-1)!;

describe('one-time and customer links in the Email log', () => {
  it.each(emails)(
    '$name: the recipient gets the link, the stored copy does not',
    async ({ link, message }) => {
      const id = await enqueueEmail(t.db, message);
      expect(await runOutboxOnce(ctx(smtp.url))).toBe(1);

      const [mail] = smtp.messages;
      expect(String(mail.html).replace(/&amp;/g, '&')).toContain(link);
      expect(mail.text).toContain(link);

      const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row.status).toBe('sent');
      expect(JSON.stringify(row)).not.toContain(secretOf(link)); // html, payload (context, text), everything
      const shown = await getEmailLog({ db: t.db, id });
      expect(shown.html).toContain(EMAIL_LINK_REDACTED);
      expect(shown.text).toContain(EMAIL_LINK_REDACTED);
      expect(JSON.stringify(shown)).not.toContain(secretOf(link));
    },
  );

  it('keeps the link out of the copy of an email still waiting for SMTP', async () => {
    const port = await freePort();
    const { link, message } = emails[0];
    const id = await enqueueEmail(t.db, message);
    await runOutboxOnce(ctx(`smtp://127.0.0.1:${port}`));
    const shown = await getEmailLog({ db: t.db, id });
    expect(shown.status).toBe('pending');
    expect(shown.html).toContain(EMAIL_LINK_REDACTED);
    expect(JSON.stringify(shown)).not.toContain(secretOf(link));
  });

  it('keeps the links in the local mailbox when no SMTP_URL is set', async () => {
    for (const { message } of emails) await enqueueEmail(t.db, message);
    expect(await runOutboxOnce(ctx(undefined))).toBe(3);
    for (const { link } of emails) {
      const [row] = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, emails.find((e) => e.link === link)!.message.to[0]));
      expect(row.deliveredVia).toBe('mailbox');
      expect(row.html?.replace(/&amp;/g, '&')).toContain(link);
    }
    expect(smtp.messages).toHaveLength(0);
  });
});
