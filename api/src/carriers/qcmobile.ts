/**
 * The real provider: FMCSA's QCMobile REST API (README 'Carrier checks'), chosen when FMCSA_WEBKEY is set.
 * Each call carries `webKey`, has a timeout, and reads the answer through qcmobile-shape.ts. A 404 or an
 * empty `content` is "no such carrier"; anything else that is not a readable 200 is CarrierUnavailable.
 */
import type { z } from 'zod';
import type { CarrierSnapshot } from '@cp/schemas/contracts/carriers';
import { CarrierUnavailable, type CarrierProvider } from './provider';
import {
  qcAuthoritySchema,
  qcByDocketSchema,
  qcByDotSchema,
  toSnapshot,
  type QcCarrier,
} from './qcmobile-shape';

export interface QcMobileOptions {
  baseUrl: string;
  webKey: string;
  /** Per request; QCMobile usually answers within a second. */
  timeoutMs?: number;
}

const NOT_FOUND = Symbol('not found');

export function qcMobileProvider(o: QcMobileOptions): CarrierProvider {
  const base = o.baseUrl.replace(/\/+$/, '');
  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T | typeof NOT_FOUND> {
    const url = `${base}${path}?webKey=${encodeURIComponent(o.webKey)}`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      });
    } catch (e) {
      throw new CarrierUnavailable((e as Error).name === 'TimeoutError' ? 'timed out' : (e as Error).message);
    }
    if (res.status === 404) return NOT_FOUND;
    if (!res.ok) throw new CarrierUnavailable(`HTTP ${res.status}`);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new CarrierUnavailable('an answer not in QCMobile’s shape');
    return parsed.data;
  }

  async function withAuthority(c: QcCarrier): Promise<CarrierSnapshot> {
    const a = await get(`/carriers/${encodeURIComponent(String(c.dotNumber))}/authority`, qcAuthoritySchema);
    return toSnapshot(c, a === NOT_FOUND ? [] : (a.content ?? []).map((r) => r.carrierAuthority));
  }

  return {
    source: 'fmcsa',
    async byUsdot(usdot) {
      const body = await get(`/carriers/${encodeURIComponent(usdot)}`, qcByDotSchema);
      if (body === NOT_FOUND || !body.content) return null;
      const first = Array.isArray(body.content) ? body.content[0] : body.content;
      return first ? withAuthority(first.carrier) : null;
    },
    async byMc(mc) {
      const body = await get(`/carriers/docket-number/${encodeURIComponent(mc)}`, qcByDocketSchema);
      if (body === NOT_FOUND || !body.content?.length) return null;
      return withAuthority(body.content[0].carrier);
    },
  };
}
