/** A real SMTP server in-process for tests: every message parsed with mailparser and kept in order. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Connection errors (a client killed mid-transaction resets its socket): kept, never thrown. */
  errors: Error[];
  close(): Promise<void>;
}

/** Fault tests' hooks: before the server answers 250 to a message (it is not accepted yet), and just after. */
export interface TestSmtpHooks {
  beforeAccept?(mail: ParsedMail): Promise<void>;
  afterAccept?(mail: ParsedMail): void;
}

export async function startTestSmtp(port = 0, hooks: TestSmtpHooks = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const errors: Error[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await hooks.beforeAccept?.(mail);
          messages.push(mail);
          callback();
          hooks.afterAccept?.(mail);
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // smtp-server emits a connection's socket error on the server when it comes inside a transaction (after MAIL
  // FROM), as when a fault test kills the sending worker; without a listener that is an uncaught exception.
  server.on('error', (err: Error) => errors.push(err));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    errors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet): connections to it are refused. */
export async function freePort(): Promise<number> {
  const s = await startTestSmtp();
  await s.close();
  return s.port;
}
