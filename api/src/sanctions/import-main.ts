/**
 * `npm run sanctions:import -- --file SDN.CSV [--alt ALT.CSV] [--list sdn|consolidated]` (README 'Sanctions
 * screening'): imports one of OFAC's lists from its published CSV files into the configured database, then
 * leaves the re-screening of every submitted record to the workers (a 'sanctions-rescreen' job). `--sample`
 * imports the fictitious sample shipped in api/src/sanctions/sample. No network call.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { SANCTIONS_LISTS, type SanctionsList } from '@cp/schemas/contracts/sanctions';
import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db/client';
import { importSanctionsList } from './import-list';
import { OfacFileError } from './ofac-csv';
import { SAMPLE_DIR } from './sample';

async function main() {
  const { values } = parseArgs({
    options: {
      file: { type: 'string' },
      alt: { type: 'string' },
      list: { type: 'string', default: 'sdn' },
      sample: { type: 'boolean', default: false },
    },
  });
  const list = values.list as SanctionsList;
  if (!SANCTIONS_LISTS.includes(list))
    throw new ConfigError(`--list must be one of ${SANCTIONS_LISTS.join(', ')}.`);
  const file = values.sample ? join(SAMPLE_DIR, 'sdn.csv') : values.file;
  const alt = values.sample ? join(SAMPLE_DIR, 'alt.csv') : values.alt;
  if (!file)
    throw new ConfigError(
      'Give the list’s primary CSV file: --file SDN.CSV (and --alt ALT.CSV), or --sample.',
    );
  const config = loadConfig(process.env);
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const result = await importSanctionsList(database.db, {
      list,
      primary: readFileSync(file, 'latin1'),
      alias: alt ? readFileSync(alt, 'latin1') : undefined,
      fileName: [file, alt]
        .filter(Boolean)
        .map((f) => basename(f as string))
        .join(', '),
      importedBy: null,
    });
    console.log(
      `${list}: ${result.entries} entries, ${result.names} names imported; the workers screen every submitted record again.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof OfacFileError ? err.message : err);
  process.exit(1);
});
