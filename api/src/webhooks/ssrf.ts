/**
 * The SSRF guard of webhook endpoints (README 'Webhooks'): an endpoint's host must resolve to public unicast
 * addresses only — loopback, private (RFC 1918), shared (CGNAT), link-local, unique-local, multicast, reserved and
 * documentation ranges are refused — and its URL must use https, unless WEBHOOKS_ALLOW_PRIVATE=true. Checked at
 * registration (`checkWebhookUrl`, a 400 with the reason) and again at delivery by the connection's own DNS lookup
 * (`guardedLookup`), so a name that resolves elsewhere after registration (DNS rebinding) is refused too.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import * as M from '@cp/schemas/messages/webhooks';
import { AppError, ErrorCode } from '../errors';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Whether an address is in a refused range (an IPv4-mapped IPv6 address is checked as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class WebhookUrlError extends Error {
  override name = 'WebhookUrlError';
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Refuses (400 with the reason) a URL the product will not send to; answers the URL normalised. */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  const refuse = (message: string) =>
    new AppError(ErrorCode.Validation, message, { fields: { url: message } });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse(M.WEBHOOK_URL_INVALID);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse(M.WEBHOOK_URL_INVALID);
  if (url.username || url.password) throw refuse(M.WEBHOOK_URL_CREDENTIALS);
  if (!allowPrivate && url.protocol !== 'https:') throw refuse(M.WEBHOOK_URL_HTTPS);
  if (allowPrivate) return url.toString();
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else
    try {
      addresses = (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw refuse(M.WEBHOOK_URL_UNRESOLVED(host));
    }
  const bad = addresses.find(isPrivateAddress);
  if (bad !== undefined) throw refuse(M.WEBHOOK_URL_PRIVATE(host, bad));
  return url.toString();
}

/**
 * The DNS lookup of a delivery's connection: it resolves as usual, then refuses the connection when an answer
 * is in a refused range (the socket connects only to the address checked here).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found) => {
      if (err) return callback(err, '', 4);
      const list = found as unknown as LookupAddress[];
      const bad = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(new WebhookUrlError(M.WEBHOOK_URL_PRIVATE(hostname, bad.address)), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
