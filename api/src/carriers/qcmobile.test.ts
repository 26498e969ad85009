/**
 * The real QCMobile client against the local stand-in (README 'Carrier checks'): QCMobile's JSON read into
 * snapshots and verdicts, the webKey sent, not found told apart from unavailable, and a timeout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFmcsaStandin, type FmcsaStandin } from '../test/fmcsa-standin';
import { FIXTURE_USDOT, fixturesProvider } from './fixtures';
import { CarrierUnavailable } from './provider';
import { qcMobileProvider } from './qcmobile';
import { carrierVerdict } from './verdict';

let standin: FmcsaStandin;
beforeAll(async () => {
  standin = await startFmcsaStandin();
});
afterAll(() => standin.close());

const client = (over: { webKey?: string; timeoutMs?: number } = {}) =>
  qcMobileProvider({ baseUrl: standin.baseUrl, webKey: standin.webKey, ...over });

describe('QCMobile client', () => {
  it.each([
    ['active', 'active', []],
    ['lapsed-insurance', 'warning', ['BIPD insurance lapsed: $300,000 on file, $750,000 required.']],
    ['out-of-service', 'inactive', ['Out of service since 2026-08-14.', 'Not allowed to operate.']],
    ['broker-bond', 'active', []],
    [
      'authority-inactive',
      'inactive',
      [
        'Not allowed to operate.',
        'No active operating authority (common, contract or broker).',
        'Common authority is inactive.',
        'BIPD insurance lapsed: $0 on file, $750,000 required.',
      ],
    ],
  ])('reads the %s carrier by USDOT: %s', async (name, verdict, problems) => {
    standin.mode = 'ok';
    const snapshot = await client().byUsdot(FIXTURE_USDOT[name]);
    expect(snapshot?.usdot).toBe(FIXTURE_USDOT[name]);
    expect(carrierVerdict(snapshot)).toEqual({ verdict, problems });
    // The built-in provider answers the same from the same recordings.
    expect(await fixturesProvider.byUsdot(FIXTURE_USDOT[name])).toEqual(snapshot);
  });

  it('reads insurance, bond and authority in dollars and plain statuses, and sends the webKey', async () => {
    standin.requests.length = 0;
    const broker = await client().byMc('MC-100004'.replace(/\D/g, ''));
    expect(broker).toMatchObject({
      legalName: 'BLUE LANE LOGISTICS INC',
      authority: { common: 'none', contract: 'none', broker: 'active' },
      bond: { required: true, onFileAmount: 75_000 },
    });
    expect(standin.requests).toEqual([
      '/qc/services/carriers/docket-number/100004?webKey=standin-webkey',
      '/qc/services/carriers/1000004/authority?webKey=standin-webkey',
    ]);
    const lapsed = await client().byUsdot(FIXTURE_USDOT['lapsed-insurance']);
    expect(lapsed?.bipd).toEqual({ required: true, requiredAmount: 750_000, onFileAmount: 300_000 });
  });

  it('answers null for an unknown USDOT or MC number (not found, not an outage)', async () => {
    expect(await client().byUsdot('9999999')).toBeNull();
    expect(await client().byMc('999999')).toBeNull();
    expect(carrierVerdict(null)).toEqual({
      verdict: 'not_found',
      problems: ['FMCSA has no carrier with this number.'],
    });
  });

  it('is unavailable on a refused key, a 5xx or a timeout', async () => {
    await expect(client({ webKey: 'wrong' }).byUsdot('1000001')).rejects.toThrow('HTTP 401');
    standin.mode = 'fail';
    await expect(client().byUsdot('1000001')).rejects.toBeInstanceOf(CarrierUnavailable);
    standin.mode = 'hang';
    const started = Date.now();
    await expect(client({ timeoutMs: 300 }).byUsdot('1000001')).rejects.toThrow('timed out');
    expect(Date.now() - started).toBeLessThan(3000);
    standin.mode = 'ok';
  });
});
