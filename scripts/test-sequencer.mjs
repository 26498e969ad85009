// The order vitest starts test files in: longest first, so the slow files do not start last and leave the
// other workers idle at the end. Vitest does this itself from its results cache (node_modules/.vite), which a
// clean clone (.ci/run) does not have; there the durations come from scripts/test-durations.json, recorded
// from a full run's JSON report:  node scripts/test-sequencer.mjs test-results/npm-test/vitest.json
// A file in neither runs first (vitest's rule for unknown files), then by size.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const table = path.join(root, 'scripts/test-durations.json');

function recorded() {
  try {
    return JSON.parse(readFileSync(table, 'utf8'));
  } catch {
    return {};
  }
}

export class DurationSequencer extends BaseSequencer {
  async sort(files) {
    const known = recorded();
    const cache = this.ctx.cache;
    const duration = (spec) => {
      const rel = path.relative(root, spec.moduleId).split(path.sep).join('/');
      const cached = cache.getFileTestResults(
        `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`,
      );
      return cached?.duration ?? known[rel];
    };
    const size = (spec) => {
      try {
        return statSync(spec.moduleId).size;
      } catch {
        return 0;
      }
    };
    const sorted = [...files].sort((a, b) => {
      const da = duration(a);
      const db = duration(b);
      if (da === undefined || db === undefined)
        return da === undefined && db !== undefined
          ? -1
          : db === undefined && da !== undefined
            ? 1
            : size(b) - size(a);
      return db - da;
    });
    // VITEST_ORDER=1 prints the order (to check it).
    if (process.env.VITEST_ORDER === '1')
      for (const spec of sorted)
        console.log(`order ${duration(spec) ?? '?'} ${path.relative(root, spec.moduleId)}`);
    return sorted;
  }
}

// Record the table from a vitest JSON report (milliseconds per file, by path from the repository root).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const out = {};
  for (const r of report.testResults) {
    const rel = path.relative(root, r.name).split(path.sep).join('/');
    out[rel] = Math.max(out[rel] ?? 0, Math.round(r.endTime - r.startTime));
  }
  const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(table, JSON.stringify(sorted, null, 2) + '\n');
  console.log(`${Object.keys(sorted).length} files → ${path.relative(root, table)}`);
}
