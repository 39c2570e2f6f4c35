// @vitest-environment node
import { chunkDeltas, chunkName, compareJsIdle, formatComparison, routeBytes } from './js-idle-compare.mjs';

/** H6 item 10: JS before idle must not grow on any route; this compares two js-before-idle reports. */
const report = (route: string, ...files: [string, number][]) => ({
  route,
  kb: files.reduce((sum, [, gz]) => sum + gz, 0) / 1024,
  count: files.length,
  files: files.map(([file, gz]) => ({ file, gz })),
});

describe('js-idle-compare', () => {
  it('counts a route in whole gzipped bytes, from its files (or its rounded KB in an old report)', () => {
    expect(routeBytes(report('/', ['/assets/index-AbCdEf12.js', 1000], ['/assets/a-XyZ_-123.js', 24]))).toBe(1024);
    expect(routeBytes({ route: '/', kb: 2.5 })).toBe(2560);
  });

  it('names a chunk without its content hash', () => {
    expect(chunkName('/assets/toolkit-wbqDqYkD.js')).toBe('toolkit');
    expect(chunkName('/assets/BeneficiaryTracker-BL81k-4W.js')).toBe('BeneficiaryTracker');
    expect(chunkName('/assets/DataTable-ds8ufLY-.js')).toBe('DataTable');
    expect(chunkName('/assets/rmd-calculator-C2zU7b58.js')).toBe('rmd-calculator');
  });

  it('gives each route its delta, counts grown, equal and shrunk, and the median and max', () => {
    const before = [
      report('/a', ['/assets/x-00000000.js', 100]),
      report('/b', ['/assets/x-00000000.js', 100]),
      report('/c', ['/assets/x-00000000.js', 100]),
      report('/d', ['/assets/x-00000000.js', 100]),
      report('/gone', ['/assets/x-00000000.js', 100]),
    ];
    const after = [
      report('/a', ['/assets/x-11111111.js', 90]),
      report('/b', ['/assets/x-11111111.js', 100]),
      report('/c', ['/assets/x-11111111.js', 80]),
      report('/d', ['/assets/x-11111111.js', 103]),
      report('/new', ['/assets/x-11111111.js', 100]),
    ];
    const c = compareJsIdle(before, after);
    expect(c.rows).toEqual([
      { route: '/a', before: 100, after: 90, delta: -10 },
      { route: '/b', before: 100, after: 100, delta: 0 },
      { route: '/c', before: 100, after: 80, delta: -20 },
      { route: '/d', before: 100, after: 103, delta: 3 },
    ]);
    // Deltas sorted: -20, -10, 0, 3 → median (-10 + 0) / 2.
    expect(c).toMatchObject({ grown: 1, equal: 1, shrunk: 2, median: -5, min: -20, max: 3 });
    expect(c.added).toEqual(['/new']);
    expect(c.removed).toEqual(['/gone']);
    const lines = formatComparison(c);
    expect(lines.some((l) => l.startsWith('/d') && l.endsWith('+3  GREW'))).toBe(true);
    expect(lines.some((l) => l.startsWith('/b '))).toBe(false);
    expect(formatComparison(c, { all: true }).some((l) => l.startsWith('/b '))).toBe(true);
    expect(lines.at(-1)).toBe('routes 4: 1 grown, 1 equal, 2 shrunk; Δ median -5 B, min -20 B, max +3 B');
  });

  it('no route grown when every route is equal or smaller', () => {
    const before = [report('/a', ['/assets/x-00000000.js', 100])];
    expect(compareJsIdle(before, before)).toMatchObject({ grown: 0, equal: 1, median: 0, max: 0 });
    expect(compareJsIdle([], [])).toMatchObject({ grown: 0, rows: [], median: 0, max: 0 });
  });

  it('shows which chunks changed on a route, matched by name across hashes', () => {
    const before = report('/t', ['/assets/index-00000000.js', 500], ['/assets/toolkit-00000000.js', 300]);
    const after = report(
      '/t',
      ['/assets/index-11111111.js', 500],
      ['/assets/toolkit-11111111.js', 280],
      ['/assets/schema-11111111.js', 30],
    );
    expect(chunkDeltas(before, after)).toEqual([
      { name: 'schema', delta: 30 },
      { name: 'toolkit', delta: -20 },
    ]);
  });
});
