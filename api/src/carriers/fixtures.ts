/**
 * The built-in provider (README 'Carrier checks'): QCMobile's answers recorded in fixtures/*.json, one file
 * per carrier ({ docketNumber, carrier, authority } as QCMobile writes them), read through the same shape as
 * the real client. Used without FMCSA_WEBKEY; the stand-in server in tests serves the same files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CarrierProvider } from './provider';
import { toSnapshot, type QcAuthority, type QcCarrier } from './qcmobile-shape';

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

export interface CarrierFixture {
  name: string;
  docketNumber: string;
  carrier: QcCarrier;
  authority: { carrierAuthority: QcAuthority }[];
}

export const CARRIER_FIXTURES: CarrierFixture[] = readdirSync(FIXTURES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({
    name: f.replace(/\.json$/, ''),
    ...(JSON.parse(readFileSync(join(FIXTURES_DIR, f), 'utf8')) as Omit<CarrierFixture, 'name'>),
  }));

/** The fixtures' USDOT numbers by name, for the demo and tests. */
export const FIXTURE_USDOT = Object.fromEntries(
  CARRIER_FIXTURES.map((f) => [f.name, String(f.carrier.dotNumber)]),
) as Record<string, string>;

const snap = (f: CarrierFixture | undefined) =>
  f
    ? toSnapshot(
        f.carrier,
        f.authority.map((a) => a.carrierAuthority),
      )
    : null;
const trimZeros = (n: string) => n.replace(/^0+(?=\d)/, '');

export const fixturesProvider: CarrierProvider = {
  source: 'fixtures',
  byUsdot: async (usdot) =>
    snap(CARRIER_FIXTURES.find((f) => String(f.carrier.dotNumber) === trimZeros(usdot))),
  byMc: async (mc) => snap(CARRIER_FIXTURES.find((f) => f.docketNumber === trimZeros(mc))),
};
