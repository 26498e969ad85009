/** The SSRF guard (README 'Webhooks'): refused at registration and again at delivery, after DNS resolution. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import * as M from '@cp/schemas/messages/webhooks';
import { postWebhook } from './send';
import { checkWebhookUrl, isPrivateAddress } from './ssrf';

describe('checkWebhookUrl without WEBHOOKS_ALLOW_PRIVATE', () => {
  it.each([
    ['http://93.184.216.34/hook', M.WEBHOOK_URL_HTTPS],
    ['https://user:pw@93.184.216.34/hook', M.WEBHOOK_URL_CREDENTIALS],
    ['https://127.0.0.1/hook', M.WEBHOOK_URL_PRIVATE('127.0.0.1', '127.0.0.1')],
    ['https://10.1.2.3/hook', M.WEBHOOK_URL_PRIVATE('10.1.2.3', '10.1.2.3')],
    ['https://172.20.0.1/hook', M.WEBHOOK_URL_PRIVATE('172.20.0.1', '172.20.0.1')],
    ['https://192.168.1.1/hook', M.WEBHOOK_URL_PRIVATE('192.168.1.1', '192.168.1.1')],
    ['https://169.254.169.254/latest', M.WEBHOOK_URL_PRIVATE('169.254.169.254', '169.254.169.254')],
    ['https://[::1]/hook', M.WEBHOOK_URL_PRIVATE('::1', '::1')],
    ['https://[fd00::1]/hook', M.WEBHOOK_URL_PRIVATE('fd00::1', 'fd00::1')],
    ['https://[fe80::1]/hook', M.WEBHOOK_URL_PRIVATE('fe80::1', 'fe80::1')],
    ['https://[::ffff:127.0.0.1]/hook', M.WEBHOOK_URL_PRIVATE('::ffff:7f00:1', '::ffff:7f00:1')],
    ['https://224.0.0.1/hook', M.WEBHOOK_URL_PRIVATE('224.0.0.1', '224.0.0.1')],
  ])('refuses %s', async (url, message) => {
    await expect(checkWebhookUrl(url, false)).rejects.toMatchObject({ message });
  });

  it('refuses a name that resolves to loopback (after DNS resolution)', async () => {
    await expect(checkWebhookUrl('https://localhost/hook', false)).rejects.toMatchObject({
      message: expect.stringContaining('The host localhost resolves to'),
    });
  });

  it('accepts a public https address, and anything when private hosts are allowed', async () => {
    await expect(checkWebhookUrl('https://93.184.216.34/hook', false)).resolves.toBe(
      'https://93.184.216.34/hook',
    );
    await expect(checkWebhookUrl('http://127.0.0.1:9/hook', true)).resolves.toBe('http://127.0.0.1:9/hook');
  });

  it('knows the ranges', () => {
    expect(['8.8.8.8', '2606:4700::1111'].map(isPrivateAddress)).toEqual([false, false]);
    expect(['100.64.0.1', '0.0.0.0', '::', 'ff02::1', 'not-an-ip'].every(isPrivateAddress)).toBe(true);
  });
});

describe('at delivery', () => {
  it('refuses to connect to a private address, by literal or by name, unless allowed', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits += 1;
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const literal = await postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, { allowPrivate: false });
      expect(literal).toMatchObject({ status: null, error: M.WEBHOOK_URL_PRIVATE('127.0.0.1', '127.0.0.1') });
      const named = await postWebhook(`http://localhost:${port}/`, '{}', {}, { allowPrivate: false });
      expect(named.status).toBeNull();
      expect(named.error).toContain('The host localhost resolves to');
      expect(hits).toBe(0);
      const allowed = await postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, { allowPrivate: true });
      expect(allowed.status).toBe(204);
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });

  it('cuts an attempt off at its timeout', async () => {
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const slow = await postWebhook(
        `http://127.0.0.1:${port}/`,
        '{}',
        {},
        { allowPrivate: true, timeoutMs: 300 },
      );
      expect(slow).toMatchObject({ status: null, error: 'Timed out after 0.3 s' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
