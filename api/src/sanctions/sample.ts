/** The fictitious sample lists shipped for the demo and the tests (sample/README.md): OFAC's file format. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SAMPLE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'sample');

export const sampleSdnFiles = () => ({
  primary: readFileSync(join(SAMPLE_DIR, 'sdn.csv'), 'latin1'),
  alias: readFileSync(join(SAMPLE_DIR, 'alt.csv'), 'latin1'),
  fileName: 'sample sdn.csv, alt.csv',
});
