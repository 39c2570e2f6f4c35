// Where a line of a built script came from, for the measurement scripts that name the functions a
// page spent its time in: read from the script's source map (a `--sourcemap` build), once per script.
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** A source path made short: `npm:<package>` for a dependency, `src/…` or `content/…` for ours. */
export const shortSource = (source) =>
  (source ?? '?').replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, 'npm:$1').replace(/^.*?\/(src|content)\//, '$1/');

/**
 * A lookup for the site built in `dir` and served at `origin`: `(url, lineNumber, columnNumber)`
 * (0-based, as Chrome's frames give them) → `{ name, source, line }` in our code, or null for a
 * script of another origin, one without a map, or a position the map does not cover.
 */
export function originalPositions(dir, origin) {
  const maps = new Map();
  const mapFor = (url) => {
    if (!maps.has(url)) {
      const file = url.startsWith(origin) ? path.join(dir, new URL(url).pathname) : null;
      maps.set(url, file && fs.existsSync(`${file}.map`) ? new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')) : null);
    }
    return maps.get(url);
  };
  return (url, lineNumber, columnNumber) => {
    const map = mapFor(url);
    if (!map) return null;
    const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    return pos.source ? { name: pos.name, source: shortSource(pos.source), line: pos.line } : null;
  };
}
