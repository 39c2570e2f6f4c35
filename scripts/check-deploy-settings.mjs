#!/usr/bin/env node
// The settings whoever deploys the site fills in: deploy/settings.json (README, "Deploy").
// `npm run build` runs this first and stops when a setting is missing or empty, so a site never
// goes out asking readers to write to nobody. The pages read the same file at build time.
import fs from 'node:fs';
import path from 'node:path';

export const SETTINGS_FILE = path.join('deploy', 'settings.json');

/** Each setting: what it is, in words, and what a value must look like. */
export const SETTINGS = {
  accessibilityContact: {
    what: 'the email address that receives accessibility problem reports (shown on /accessibility)',
    valid: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    expected: 'an email address such as accessibility@your-domain.org',
  },
};

/** Plain-words problems with a settings object; empty when every setting is filled in and valid. */
export function deploySettingsProblems(settings) {
  const problems = [];
  const given = settings && typeof settings === 'object' ? settings : {};
  for (const [name, { what, valid, expected }] of Object.entries(SETTINGS)) {
    const value = given[name];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${name} is empty: set it to ${what}.`);
    else if (!valid(value.trim())) problems.push(`${name} is "${value}", which is not ${expected}.`);
  }
  return problems;
}

/** Reads and checks the settings file; throws with every problem in one message. */
export function readDeploySettings(file = SETTINGS_FILE) {
  let settings;
  try {
    settings = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problems = deploySettingsProblems(settings);
  if (problems.length)
    throw new Error(`${file} is not ready for a deploy (see README, "Deploy"):\n- ${problems.join('\n- ')}`);
  return settings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    readDeploySettings(process.argv[2] ?? SETTINGS_FILE);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
