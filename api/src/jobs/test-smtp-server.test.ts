import net from 'node:net';
import nodemailer from 'nodemailer';
import { startTestSmtp } from './test-smtp-server';

/** Reads from the socket until the server's reply to the last command has arrived. */
function reply(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => socket.once('data', (d) => resolve(d.toString())));
}

describe('the in-process test SMTP server', () => {
  it('keeps a client reset inside a transaction as an error and goes on accepting mail', async () => {
    const smtp = await startTestSmtp();
    try {
      const socket = net.connect(smtp.port, '127.0.0.1');
      await reply(socket); // 220 greeting
      socket.write('EHLO killed.example\r\n');
      await reply(socket);
      socket.write('MAIL FROM:<a@killed.example>\r\n');
      expect(await reply(socket)).toMatch(/^250/);
      const closed = new Promise((r) => socket.once('close', r));
      socket.resetAndDestroy(); // what a SIGKILLed worker's connection looks like to the server: a TCP RST
      await closed;
      const deadline = Date.now() + 5_000;
      while (smtp.errors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(smtp.errors.map((e) => (e as NodeJS.ErrnoException).code)).toEqual(['ECONNRESET']);

      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        ignoreTLS: true,
      });
      await transport.sendMail({
        from: 'a@b.example',
        to: 'c@d.example',
        subject: 'After the reset',
        text: 'x',
      });
      expect(smtp.messages.map((m) => m.subject)).toEqual(['After the reset']);
    } finally {
      await smtp.close();
    }
  });
});
