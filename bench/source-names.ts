import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** A frame of V8's CPU profile (the Profiler domain's and Chrome's trace's): lines and columns from 0. */
export interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}

/**
 * Names a profile's frames by their place in the sources: `dir` holds the served scripts with their source maps
 * beside them (`<script>.map`, built with hidden source maps), `prefix` is what the page's URLs put before a
 * script's path under `dir`. A frame without a map keeps its script, line and column.
 */
export function sourceNames(dir: string, prefix: RegExp): (frame: CallFrame) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  return ({ functionName, url, lineNumber, columnNumber }) => {
    if (!url) return functionName || '(program)';
    const file = `${path.join(dir, url.replace(/^https?:\/\/[^/]+/, '').replace(prefix, ''))}.map`;
    if (!maps.has(file))
      maps.set(
        file,
        existsSync(file)
          ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
          : null,
      );
    const at = maps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (!at?.source)
      return `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}:${columnNumber + 1}`;
    const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${at.name ?? (functionName || '?')} ${source}:${at.line}`;
  };
}
