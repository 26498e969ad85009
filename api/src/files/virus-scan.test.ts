import pino from 'pino';
import { UPLOAD_INFECTED, UPLOAD_SCAN_UNAVAILABLE } from '@cp/schemas/messages/portal';
import { createApp } from '../app';
import { loadConfig, testConfig } from '../config';
import { AppError, ErrorCode } from '../errors';
import { EICAR, startClamdStandIn, type ClamdStandIn } from '../test/clamd-standin';
import { samplePdf } from '../test/documents';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { checkDocumentUpload } from './check-upload';
import { clamdAddress, setVirusScanner } from './virus-scan';

/** A real PDF that carries the EICAR test string in a stream (as an infected document would). */
const infectedPdf = () => Buffer.concat([samplePdf('Trade references'), Buffer.from(`\n% ${EICAR}\n`)]);

describe('virus scan of uploads by clamd (CLAMD_URL)', () => {
  let clamd: ClamdStandIn;
  let t: TestDatabase;
  beforeAll(async () => {
    clamd = await startClamdStandIn();
    t = await createTestDb();
  });
  afterAll(async () => {
    setVirusScanner(null);
    await clamd.close();
    await t.close();
  });
  const appWith = (clamdUrl?: string) =>
    createApp({ db: t.db, config: testConfig({ clamdUrl }), logger: pino({ level: 'silent' }) });

  it('streams every upload to clamd and refuses what it finds, when configured', async () => {
    appWith(clamd.url);
    const clean = samplePdf('A clean trade reference list, '.repeat(5000));
    await expect(checkDocumentUpload('refs.pdf', clean)).resolves.toMatchObject({ ext: '.pdf' });
    // The whole file went through, in several INSTREAM chunks.
    expect(clamd.scanned.at(-1)?.equals(clean)).toBe(true);
    const refused = await checkDocumentUpload('refs.pdf', infectedPdf()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: ErrorCode.Validation, message: UPLOAD_INFECTED });
  });

  it('fails closed: with clamd unreachable nothing is accepted unscanned (503)', async () => {
    appWith('tcp://127.0.0.1:1');
    const refused = await checkDocumentUpload('refs.pdf', samplePdf()).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: ErrorCode.Unavailable, message: UPLOAD_SCAN_UNAVAILABLE });
  });

  it('scans nothing when CLAMD_URL is unset, and checks the setting at start', async () => {
    appWith(undefined);
    const before = clamd.scanned.length;
    await expect(checkDocumentUpload('refs.pdf', infectedPdf())).resolves.toMatchObject({ ext: '.pdf' });
    expect(clamd.scanned.length).toBe(before);
    expect(clamdAddress('unix:/run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(clamdAddress('tcp://clamav:3310')).toEqual({ host: 'clamav', port: 3310 });
    expect(() => loadConfig({ CLAMD_URL: 'http://clamav' })).toThrow(/CLAMD_URL must be/);
    expect(loadConfig({ CLAMD_URL: 'tcp://clamav:3310' }).clamdUrl).toBe('tcp://clamav:3310');
  });
});
