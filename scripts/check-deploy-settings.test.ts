// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import committed from '../deploy/settings.json';
import { deploySettingsProblems, readDeploySettings } from './check-deploy-settings.mjs';

/** H6: the accessibility contact is a deploy setting, and the build stops when it is empty. */
describe('deploy settings (deploy/settings.json)', () => {
  it('the committed file is ready for a build, so a fresh clone builds and starts', () => {
    expect(deploySettingsProblems(committed)).toEqual([]);
    expect(readDeploySettings()).toEqual(committed);
  });

  it('an empty, blank or missing contact is refused in plain words', () => {
    for (const settings of [{ accessibilityContact: '' }, { accessibilityContact: '   ' }, {}, null]) {
      expect(deploySettingsProblems(settings)).toEqual([
        expect.stringMatching(
          /^accessibilityContact is empty: set it to the email address that receives accessibility problem reports/,
        ),
      ]);
    }
  });

  it('a contact that is not an email address is refused', () => {
    expect(deploySettingsProblems({ accessibilityContact: 'the team' })).toEqual([
      'accessibilityContact is "the team", which is not an email address such as accessibility@your-domain.org.',
    ]);
  });

  it('the build runs the check first, and the check exits 1 on an empty setting', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build?.startsWith('node scripts/check-deploy-settings.mjs && ')).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-settings-'));
    const empty = path.join(dir, 'settings.json');
    fs.writeFileSync(empty, JSON.stringify({ accessibilityContact: '' }));
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, ['scripts/check-deploy-settings.mjs', empty], { stdio: 'pipe' });
    } catch (error) {
      const failed = error as { status: number; stderr: Buffer };
      status = failed.status;
      stderr = failed.stderr.toString();
    }
    fs.rmSync(dir, { recursive: true, force: true });
    expect(status).toBe(1);
    expect(stderr).toContain('accessibilityContact is empty');
  });
});
